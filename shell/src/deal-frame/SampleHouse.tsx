/**
 * The sample picture of a deal (spec §7) when there is no street view: a drawn house, shipped
 * with the shell (no request, nothing for the CSP to allow). Decorative: the deal's name and
 * address are in the heading beside it.
 */
export const SampleHouse = ({ className }: { className?: string }) => (
  <svg
    className={className}
    viewBox="0 0 640 360"
    preserveAspectRatio="xMidYMid slice"
    aria-hidden="true"
    focusable="false"
  >
    <rect width="640" height="360" fill="#dbe6fb" />
    <circle cx="540" cy="70" r="34" fill="#fff4c2" />
    <rect y="282" width="640" height="78" fill="#b9dcb0" />
    <rect x="70" y="236" width="44" height="58" rx="20" fill="#7fb77e" />
    <rect x="520" y="226" width="54" height="68" rx="24" fill="#7fb77e" />
    <rect
      x="190"
      y="170"
      width="260"
      height="124"
      fill="#ffffff"
      stroke="#9aa5b1"
      strokeWidth="3"
    />
    <polygon points="170,176 320,76 470,176" fill="#0b4f8a" />
    <rect x="394" y="96" width="26" height="52" fill="#52606d" />
    <rect x="296" y="220" width="48" height="74" fill="#0f2d5c" />
    <circle cx="334" cy="260" r="3" fill="#ffffff" />
    <rect x="216" y="196" width="52" height="42" fill="#a9c7f0" stroke="#52606d" strokeWidth="3" />
    <rect x="372" y="196" width="52" height="42" fill="#a9c7f0" stroke="#52606d" strokeWidth="3" />
    <rect x="286" y="292" width="68" height="10" fill="#9aa5b1" />
  </svg>
);
