const t0 = performance.now();
await import('/work/main/api/server.js');
console.log('imports', performance.now() - t0);
