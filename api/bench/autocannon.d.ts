// Minimal types for the part of autocannon the benchmark uses (the package ships none).
declare module 'autocannon' {
  interface Result {
    requests: { average: number };
    latency: { p50: number };
    non2xx: number;
    errors: number;
  }
  function autocannon(opts: { url: string; connections: number; duration: number; headers?: Record<string, string> }): Promise<Result>;
  export default autocannon;
}
