// Loaded into the measured server with `--import` (bench/src/startup.ts). Heap figures can only
// be read inside the process, and under tsx the server is a child of tsx's own process, so the
// probe says which pid is the server and prints its memory when sent SIGUSR2.
const script = process.argv[1] ?? "";

if (/[\\/]main\.(ts|js)$/.test(script)) {
  console.log(`[startup-probe] pid ${process.pid}`);
  process.on("SIGUSR2", () => {
    console.log(`[startup-probe] memory ${JSON.stringify(process.memoryUsage())}`);
  });
}
