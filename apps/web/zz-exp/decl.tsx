import { createRoot } from "react-dom/client";
import { BrowserRouter, Routes, Route, Link, Outlet, useNavigate, useLocation, useSearchParams, NavLink, Navigate } from "react-router";
function L() { const n = useNavigate(); const l = useLocation(); const [s] = useSearchParams(); return <div onClick={() => n("/")}>{l.pathname}{s.get("a")}<Link to="/">a</Link><NavLink to="/b">b</NavLink><Navigate to="/" /><Outlet /></div>; }
createRoot(document.body).render(<BrowserRouter><Routes><Route path="/" element={<L />} /></Routes></BrowserRouter>);
