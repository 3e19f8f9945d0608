const { benchPortfolio } = await import('/work/main/bench/portfolio.js');
await benchPortfolio();
process.exit(0);
