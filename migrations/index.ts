import type { Step } from './concurrently.js';
import * as agents from './0001_agents.js';
import * as wallets from './0002_wallets.js';
import * as trading from './0003_trading.js';
import * as marketData from './0004_market_data.js';
import * as readIndexes from './0005_read_indexes.js';
import * as venueB from './0006_venue_b.js';
import * as webhooksSkills from './0007_webhooks_skills.js';
import * as monitors from './0008_monitors.js';
import * as venuePort from './0009_venue_port.js';
import * as venueBBlockHeight from './0010_venue_b_block_height.js';
import * as recovery from './0011_recovery.js';
import * as venueBSimVolume from './0012_venue_b_sim_volume.js';
import * as restingOrderIndex from './0013_resting_order_index.js';
import * as agentStateVersion from './0014_agent_state_version.js';
import * as webhookStateVersion from './0015_webhook_state_version.js';
import * as checksAsDomains from './0016_checks_as_domains.js';
import * as oneLiveOrdersIndex from './0017_one_live_orders_index.js';
import * as exposureIndexes from './0018_exposure_indexes.js';
import * as marketHolds from './0019_market_holds.js';

/** Every migration, in order. A new migration is a new numbered file listed here. */
export const migrations: Record<string, Step> = {
  '0001_agents': agents,
  '0002_wallets': wallets,
  '0003_trading': trading,
  '0004_market_data': marketData,
  '0005_read_indexes': readIndexes,
  '0006_venue_b': venueB,
  '0007_webhooks_skills': webhooksSkills,
  '0008_monitors': monitors,
  '0009_venue_port': venuePort,
  '0010_venue_b_block_height': venueBBlockHeight,
  '0011_recovery': recovery,
  '0012_venue_b_sim_volume': venueBSimVolume,
  '0013_resting_order_index': restingOrderIndex,
  '0014_agent_state_version': agentStateVersion,
  '0015_webhook_state_version': webhookStateVersion,
  '0016_checks_as_domains': checksAsDomains,
  '0017_one_live_orders_index': oneLiveOrdersIndex,
  '0018_exposure_indexes': exposureIndexes,
  '0019_market_holds': marketHolds,
};
