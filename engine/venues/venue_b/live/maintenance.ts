/**
 * Kalshi's weekly maintenance: Thursdays 3:00–5:00 AM US Eastern, when DFlow's liquidity stops
 * routing Kalshi markets (dflow-skills, kalshi-trading). Quotes are refused in it, by name.
 */

export const MAINTENANCE = 'Kalshi is in its weekly maintenance window (Thursdays 3:00–5:00 AM US Eastern): DFlow routes no prediction-market orders until it ends. Quote again after 5:00 AM ET.';

const EASTERN = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', weekday: 'short', hour: 'numeric', hourCycle: 'h23' });

export function kalshiMaintenance(nowMs: number): boolean {
  const parts = Object.fromEntries(EASTERN.formatToParts(new Date(nowMs)).map((part) => [part.type, part.value]));
  const hour = Number(parts.hour);
  return parts.weekday === 'Thu' && hour >= 3 && hour < 5;
}
