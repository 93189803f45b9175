import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
export default defineConfig({ plugins: [react()], logLevel: "silent", build: { minify: "esbuild", rollupOptions: { input: process.env.ENTRY }, outDir: "/tmp/rr-exp/" + process.env.NAME, emptyOutDir: true } });
