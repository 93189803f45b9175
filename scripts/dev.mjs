// Starts the API server (restarting on change) and the Vite dev server side by side.
// Vite proxies /lifetime-outfitter and /api to the server on port 8080.
import { spawn } from "node:child_process";

const children = [
  spawn("npm", ["run", "dev", "-w", "@lo/server"], { stdio: "inherit" }),
  spawn("npm", ["run", "dev", "-w", "@lo/web"], { stdio: "inherit" }),
];
const stop = () => children.forEach((child) => child.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
children.forEach((child) =>
  child.on("exit", (code) => {
    if (code) stop();
  }),
);
