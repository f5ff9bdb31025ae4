// The routing primitives remotes use, re-exported from the shell's one copy of the router. The
// router is not a shared module of its own: sharing it whole defeats tree shaking, and a remote
// that bundled its own copy would have no router context. So remotes import these from
// '@lender/shared' (a lint rule keeps them from importing react-router themselves); add one here
// when a remote needs it.
export {
  Link,
  Navigate,
  useLocation,
  useNavigate,
  useParams,
  type LinkProps,
} from 'react-router-dom';
