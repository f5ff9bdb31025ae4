// The draw icons (spec §2): a check for a complete draw, a gear for a pending one. Inline SVG with
// a text alternative; the shapes take the current text colour.

interface DrawIconProps {
  complete: boolean;
  className?: string;
}

const CHECK = 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z';
const GEAR =
  'M19.14 12.94c.04-.31.06-.62.06-.94s-.02-.63-.07-.94l2.03-1.58a.5.5 0 0 0 .12-.64l-1.92-3.32a.5.5 0 0 0-.6-.22l-2.39.96a7.03 7.03 0 0 0-1.62-.94l-.36-2.54A.49.49 0 0 0 13.9 2h-3.84a.49.49 0 0 0-.48.41l-.36 2.54c-.59.24-1.13.56-1.62.94l-2.39-.96a.5.5 0 0 0-.6.22L2.69 8.47a.49.49 0 0 0 .12.64l2.03 1.58c-.05.31-.08.63-.08.95s.02.63.07.94l-2.03 1.58a.5.5 0 0 0-.12.64l1.92 3.32c.12.22.37.29.6.22l2.39-.96c.5.38 1.03.7 1.62.94l.36 2.54c.05.24.25.41.48.41h3.84c.24 0 .44-.17.47-.41l.36-2.54c.59-.24 1.13-.56 1.62-.94l2.39.96c.22.08.47 0 .6-.22l1.92-3.32a.49.49 0 0 0-.12-.64l-2.01-1.58zM12 15.6A3.6 3.6 0 1 1 12 8.4a3.6 3.6 0 0 1 0 7.2z';

export const DrawIcon = ({ complete, className }: DrawIconProps) => (
  <svg
    viewBox="0 0 24 24"
    width="32"
    height="32"
    role="img"
    aria-label={complete ? 'Complete' : 'Pending'}
    className={className}
    focusable="false"
  >
    <path d={complete ? CHECK : GEAR} fill="currentColor" />
  </svg>
);
