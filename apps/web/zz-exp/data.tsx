import { createRoot } from "react-dom/client";
import { createBrowserRouter, Link, Outlet, useNavigate, useLocation, useSearchParams, NavLink, Navigate, useRouteError, ScrollRestoration } from "react-router";
import { RouterProvider } from "react-router/dom";
function L() { const n = useNavigate(); const l = useLocation(); const [s] = useSearchParams(); const e = useRouteError(); return <div onClick={() => n("/")}>{l.pathname}{s.get("a")}{String(e)}<Link to="/">a</Link><NavLink to="/b">b</NavLink><Navigate to="/" /><ScrollRestoration /><Outlet /></div>; }
const r = createBrowserRouter([{ path: "/", element: <L />, errorElement: <L /> }]);
createRoot(document.body).render(<RouterProvider router={r} />);
