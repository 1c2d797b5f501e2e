// Runs Verdaccio with the config file given as the first argument on a free loopback port and prints
// `{"url":"http://127.0.0.1:<port>/"}` once it listens (test/consumer/registry.ts starts it). A process
// of its own, so that the registry's work never blocks the test runner's event loop.
import { runServer } from "verdaccio";

const [config] = process.argv.slice(2);
if (!config) {
  console.error("usage: node verdaccio.mjs <config.yaml>");
  process.exit(2);
}
const server = await runServer(config);
server.listen(0, "127.0.0.1", () => {
  const { port } = server.address();
  console.log(JSON.stringify({ url: `http://127.0.0.1:${port}/` }));
});
const stop = () => server.close(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
