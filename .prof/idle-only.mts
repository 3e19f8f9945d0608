const { benchIdle } = await import('/work/main/bench/idle.js');
const { benchStartup } = await import('/work/main/bench/startup.js');
if (process.env.ONLY !== 'startup') await benchIdle();
if (process.env.ONLY !== 'idle') await benchStartup();
process.exit(0);
