// Generated from the service's GET /openapi.json by `npm run client:generate`. Do not edit.

export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness: the process serves HTTP; says which store, if any, is not answering
         * @description Always 200 while the process serves: restarting it would not bring a store back. status is degraded when a store is down.
         */
        get: operations["health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness: the database and the KV store answer; the venues' state is named
         * @description `venues.venue_a` and `venues.venue_b` name the mode and, on a live venue, each upstream's circuit (venue_a: clob, gamma, data; venue_b: dflow-trade, dflow-metadata, solana-rpc): closed (calls flow), open (failing repeatedly: calls are refused at once with 503 `venue_unavailable` until a trial call succeeds) or halfOpen (one trial call). An open circuit does not make the service unready: reads and the other venue still serve.
         */
        get: operations["ready"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register an agent: returns its API key (shown once), claim code and simulation balance */
        post: operations["registerAgent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The calling agent and key: the low-cost connection check */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Claim lookup without a code: always 400
         * @description Exists so that a missing claim code gets a clear 400 rather than a 404 for the path.
         */
        get: operations["getClaimWithoutCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/claim/{claimCode}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Look an agent up by its claim code (no authentication; the key is masked) */
        get: operations["getClaim"];
        put?: never;
        /**
         * Claim the agent for its owner, proven by an EIP-191 signature of the claim message
         * @description The owner signs exactly `Claim trading agent <agentCode>\nClaim code: <claimCode>` with an EVM wallet (personal_sign). The owner is keyed by that address: every agent it claims shares one userId.
         */
        post: operations["claimAgent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/create-api-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create another API key for the calling agent (the key is shown only in this answer) */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/api-key/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The calling agent's keys, masked */
        get: operations["listApiKeys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/api-key/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke one of the calling agent's keys (status 2); it gets 401 from the next request on */
        post: operations["revokeApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The agent's trading settings */
        get: operations["getAgentSettings"];
        put?: never;
        /**
         * Update the agent's trading settings
         * @description Omitted fields keep their value; null clears takeProfitPercent or stopLossPercent. Without saved settings the defaults apply first. Changes hold from the next trade request on.
         */
        post: operations["updateAgentSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/markets/risk-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The agent's risk settings (raw body); the defaults when nothing is saved */
        get: operations["getRiskSettings"];
        put?: never;
        /**
         * Update the agent's risk settings (raw body)
         * @description Omitted fields keep their value; null clears takeProfitPercent or stopLossPercent. Without saved settings the defaults apply first. Changes hold from the next trade request on.
         */
        post: operations["updateRiskSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wallet/credentials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bind venue_a API credentials to one of the agent's wallets (stored encrypted, never returned)
         * @description Registering again for the same wallet rotates the credentials. The signature type is detected from the wallet: an EOA (0) unless a contract is deployed at the address (1 proxy, 2 Safe, 3 deposit wallet).
         */
        post: operations["registerWalletCredentials"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wallet/credentials/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether this agent has credentials stored for a wallet (not revalidated with the venue) */
        get: operations["checkWalletCredentials"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wallet/link/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A single-use message to sign with the wallet; valid 5 minutes */
        get: operations["getWalletLinkChallenge"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wallet/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Link a wallet by its signature of a challenge; the agent goes online with it
         * @description signature_type 0 and 1: EIP-191 personal_sign of the challenge message; 2 and 3: the wallet contract's EIP-1271 isValidSignature. Every well-formed attempt counts against 3 per agent per UTC day.
         */
        post: operations["linkWallet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/venue_a/sim/api-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulated venue_a: create API credentials for a wallet, as the live venue does after L1 authentication
         * @description Sign the ClobAuth EIP-712 message (domain ClobAuthDomain, version 1, chain 137; fields address, timestamp, nonce, "This message attests that I control the given wallet") with the wallet. New credentials replace earlier ones.
         */
        post: operations["createSimVenueApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/markets/trade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Place a pre-signed venue_a order (V2 or V3); it fills against the book or rests
         * @description The same signed order submitted again returns the first answer and counts once. Verification failures are 400s naming the field and the fix. Limits are checked and counted atomically with the order.
         */
        post: operations["trade"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/markets/batch-trade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Place up to 20 orders in sequence, each with the single-trade logic and its own result */
        post: operations["batchTrade"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/markets/orders/cancel-market": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel every open order of the agent on the venue (of one market or token, when named)
         * @description Goes through the venue's cancel-all (or, with `market` / `assetId`, its cancel-market-orders) for the wallet's venue account, then brings the agent's order records up to the venue. `canceled` and `notCanceled` are what the venue reported. walletAddress is required only when the agent has several active wallets.
         */
        post: operations["cancelAllOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/markets/orders/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel several open orders by their hashes
         * @description Goes through the venue's cancel of several orders; an id that is not one of the agent's orders is in `notCanceled`.
         */
        post: operations["cancelOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/markets/orders/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel one open order */
        post: operations["cancelOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/markets/orders/open": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The agent's open (LIVE) orders, newest first */
        get: operations["openOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/markets/orders/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The agent's orders of any status, newest first */
        get: operations["orderHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/markets/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order of the agent, with its fills */
        get: operations["orderDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/trades": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The agent's trade log, newest first; `all` merges both venues */
        get: operations["listTrades"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/markets/current-positions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The agent's open positions held by one wallet (a bare array)
         * @description venue_a's come from the venue's data source (live: Polymarket's Data API `/positions`, with the filters passed on; simulated: the service's books); venue_b's from the service's records. Only the calling agent's wallets: another agent's wallet gives an empty array. `market` and `eventId` exclude each other (400).
         */
        get: operations["currentPositions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/markets/closed-positions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The agent's positions of one wallet that were fully sold or redeemed */
        get: operations["closedPositions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/markets/wallet/{walletAddress}/positions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Any wallet's open venue_a positions, from the venue's data source
         * @description Live, Polymarket's Data API (`user` = the wallet, which for a proxy or Safe is the funder); on the simulation, the service's books. Answers are cached 30 s per wallet: a change shows at the latest 30 s later.
         */
        get: operations["walletPositions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/markets/portfolio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The agent's balance, exposure, PnL, concentration and risk warnings per venue
         * @description A venue not requested is not computed: its bucket is null.
         */
        get: operations["portfolio"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/markets/context/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One market with prices, the agent's positions in it, its safeguards, related markets, slippage and warnings */
        get: operations["marketContext"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/briefing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One heartbeat read: per venue balance, PnL, open orders, positions needing attention; risk alerts, limits used today, new markets */
        get: operations["briefing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/markets/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find markets by text, category, tag and state, sorted by volume, end date or liquidity (venue_a, or venue=venue_b) */
        get: operations["searchMarkets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/markets/prices-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A token's recorded prices, like the venue's /prices-history
         * @description Give the token as market (or a conditionId for its Yes token), and either interval or startTs and endTs. fidelity keeps the first point of every that many minutes.
         */
        get: operations["pricesHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/markets/{market_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One venue_a market (Gamma-shaped), with its book and prices now */
        get: operations["getMarket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/markets/redeem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeem the agent's positions in a resolved market: 1 USDC per winning share, 0 per losing share
         * @description Redeeming again pays nothing; walletAddress limits it to one wallet.
         */
        post: operations["redeem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/markets/{conditionId}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resolve a market: its live orders close as MARKET_RESOLVED and its winning shares become redeemable
         * @description Resolving again to the same outcome changes nothing; to the other outcome is a 409.
         */
        post: operations["opsResolveMarket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/venue_b/markets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List venue_b markets with their mints and prices now: where a venue_b trade starts
         * @description Filter by words in the ticker or title (q), eventTicker, category and status; sorted by close time (default) or volume, ties by ticker. Take a ticker from here to POST /venue_b/agent/quote. Prices are USDC per contract; a contract pays 1 USDC if its side wins.
         */
        get: operations["venueBMarkets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/venue_b/markets/{ticker}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One venue_b market by ticker, with its mints and prices now */
        get: operations["venueBMarket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/venue_b/agent/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Quote a venue_b trade; with userPublicKey, the swap transaction to sign
         * @description Without userPublicKey the quote is a preview. With it, unsignedTransaction is a base64 versioned transaction to sign with that wallet: on the simulated chain a swap with the market maker (already signed by it); live, DFlow's order transaction. Either way it approves the platform fee delegate for the recommended fee (live: appended when the wallet is its only signer). When no transaction can be built the answer is still 200, with quoteErrorCode (route_not_found, price_impact_too_high, unverified_wallet_not_allowed, market_not_active, kalshi_maintenance) and quoteErrorMessage.
         */
        post: operations["venueBQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/venue_b/agent/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit the signed quote transaction; it is broadcast as received and tracked until settled
         * @description The quote is single use. The signed transaction must be the quoted one byte for byte with a valid signature of userPublicKey. Risk limits apply. Chain errors (no SOL, insufficient funds, expired) are 400s with a plain explanation. The position appears when the tracking job settles the order (GET /venue_b/orders/{orderId}).
         */
        post: operations["venueBSubmit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/aiagent/charge-fee/venue_b/trade-fee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Charge the platform fee from the user's USDC through the approved delegate
         * @description The platform delegate signs a transferChecked of amount from fromAddress to the platform fee wallet. fromAddress must be a wallet this agent has submitted with. Send an Idempotency-Key: a retry with it returns the first receipt instead of charging twice.
         */
        post: operations["venueBChargeFee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/venue_b/orders/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One venue_b order: amounts, transaction, provider and order status */
        get: operations["venueBOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/venue_b/orders/{orderId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a submitted venue_b order that the chain has not executed */
        post: operations["venueBCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/venue_b/positions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The agent's open venue_b positions, valued, with each wallet's on-chain balance */
        get: operations["venueBPositions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/venue_b/sim/faucet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Simulation only: move USDC from the simulation balance onto a chain-B wallet, with SOL for fees */
        post: operations["venueBFaucet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/venue_b/kyc/{address}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a chain-B wallet KYC-verified (for VENUE_B_REQUIRE_KYC=true) */
        post: operations["opsVenueBVerifyWallet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/actors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active agent actors: mailbox depth, processed and failed counts, last activity */
        get: operations["opsListActors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/actors/{agentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One agent's state: actor, limits, today's counters, kill switch */
        get: operations["opsActor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/actors/{agentId}/halt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Kill switch: refuse every trade of the agent until resumed */
        post: operations["opsHalt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/actors/{agentId}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lift the kill switch */
        post: operations["opsResume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/markets/exit-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The agent's exit orders, newest first (armed ones by default)
         * @description On the live venue_a the service cannot sign for the agent, so a stop-loss or take-profit sells with an exit order the agent signed in advance: a SELL of the position's token by its wallet, verified exactly as a traded order. When a monitor fires it uses the newest armed order that still verifies; without one it raises an alert.
         */
        get: operations["listExitOrders"];
        put?: never;
        /**
         * Arm a pre-signed exit order for an open position (used by stop-loss / take-profit on the live venue)
         * @description On the live venue_a the service cannot sign for the agent, so a stop-loss or take-profit sells with an exit order the agent signed in advance: a SELL of the position's token by its wallet, verified exactly as a traded order. When a monitor fires it uses the newest armed order that still verifies; without one it raises an alert. Arming the same signed order again answers the same record.
         */
        post: operations["armExitOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/markets/exit-orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Disarm an exit order; a used or disarmed one is answered as it is */
        delete: operations["disarmExitOrder"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The agent's webhooks (without their secrets) */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Register a callback URL for events of the agent
         * @description Each event is POSTed as JSON {eventId, kind, agentId, occurredAt, data} with x-signature (hex HMAC-SHA256 of the raw body with the webhook's secret), x-delivery-id, x-webhook-id, x-event-kind, x-delivery-attempt and x-timestamp (epoch ms of the attempt). A 2xx answer delivers it; anything else is retried with exponential backoff. Kinds: order.filled, order.canceled, risk.stop_loss_executed, risk.take_profit_executed, risk.alert, limit.reached, skill.reviewed, market.resolved. The secret is answered once, here.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/webhooks/{webhookId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a webhook and its delivery history; queued deliveries are dropped */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/webhooks/{webhookId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A webhook's deliveries, newest first, with every attempt: status code, error, time, next retry */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agent/skill/submit-skill": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a skill for moderation
         * @description The service sets reviewStatus 1 (pending), difficultyLevel 2, category 2 (Partner), a UUID skillCode, the uploader (the key's owner) and the author (the owner's display name). An operator approves (2) or rejects (3) it; the agent's webhooks receive skill.reviewed.
         */
        post: operations["submitSkill"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agent/skill/my-skills": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The owner's approved and visible skills, newest first */
        get: operations["mySkills"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/skills": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Skills by review status, oldest first: pending (1) unless reviewStatus says otherwise */
        get: operations["opsSkillQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/skills/{skillCode}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a skill (reviewStatus 2): it is listed in its owner’s my-skills while visible
         * @description The submitting agent's webhooks receive skill.reviewed.
         */
        post: operations["opsSkillApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/skills/{skillCode}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a skill (reviewStatus 3) with a reviewRemark saying why
         * @description The submitting agent's webhooks receive skill.reviewed.
         */
        post: operations["opsSkillReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/skills/{skillCode}/hide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hide a skill from every listing to agents, whatever its review status
         * @description The submitting agent's webhooks receive skill.reviewed.
         */
        post: operations["opsSkillHide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/skills/{skillCode}/unhide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List a hidden skill again
         * @description The submitting agent's webhooks receive skill.reviewed.
         */
        post: operations["opsSkillUnhide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This document */
        get: operations["openApi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ErrorEnvelope: {
            code: number;
            message: string;
            data: null;
            errorCode: string;
            requestId: string;
            errors?: {
                path: string;
                message: string;
            }[];
            /** @description The venue's own words, when the venue refused or failed the request */
            venueError?: string;
        };
        ErrorRaw: {
            code: number;
            message: string;
            errorCode: string;
            requestId: string;
            errors?: {
                path: string;
                message: string;
            }[];
            /** @description The venue's own words, when the venue refused or failed the request */
            venueError?: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: "ok" | "degraded";
                        database: "ok" | "down";
                        kv: "ok" | "down";
                    };
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
        };
    };
    ready: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "ready";
                        /** @constant */
                        database: "ok";
                        /** @constant */
                        kv: "ok";
                        venues: {
                            venue_a: {
                                mode: "sim" | "live";
                                upstreams: {
                                    [key: string]: "closed" | "open" | "halfOpen";
                                };
                            };
                            venue_b: {
                                mode: "sim" | "live";
                                upstreams: {
                                    [key: string]: "closed" | "open" | "halfOpen";
                                };
                            };
                        };
                    };
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description A store does not answer; the message and errors name it (database: PostgreSQL, kv: Redis). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
        };
    };
    registerAgent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the agent name, 1 to 100 characters */
                    name: string;
                    /**
                     * @description up to 1000 characters
                     * @default
                     */
                    description?: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        agentId: string;
                        agentName: string;
                        /** @description the API key; shown only here */
                        apiKeyCode: string;
                        claimCode: string;
                        claimUrl: string;
                        simulationBalance: number;
                    };
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description Rate limited; retry after the `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the `{code, message, data}` envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        message: string;
                        data: {
                            agentId: string;
                            agentName: string;
                            agentCode: string;
                            agentDescription: string;
                            userId: string;
                            claimed: boolean;
                            /** @description epoch milliseconds as a decimal string */
                            claimedAt: string | null;
                            claimCode: string;
                            claimUrl: string;
                            /** @description 1 Active, 2 Idle, 3 Offline */
                            onlineStatus: number;
                            walletAddress: string | null;
                            solAddress: string | null;
                            simulationBalance: number;
                            /** @description epoch milliseconds as a decimal string */
                            createdAt: string;
                            apiKey: {
                                id: string;
                                keyName: string;
                                createType: number;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getClaimWithoutCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        message: string;
                        errorCode: string;
                        requestId: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                        /** @description The venue's own words, when the venue refused or failed the request */
                        venueError?: string;
                    };
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
        };
    };
    getClaim: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description a non-empty claim code */
                claimCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description API key primary id (the system key made at registration) */
                        id: string;
                        userId: string;
                        keyName: string;
                        /** @description masked: first 8 and last 4 characters of the key */
                        apiKeyCode: string;
                        claimCode: string;
                        /** @description 1 Active, 2 Revoked */
                        status: number;
                        /** @description 1 user created, 2 system created */
                        createType: number;
                        /** @description epoch milliseconds as a decimal string */
                        createdAt: string;
                        /** @description epoch milliseconds as a decimal string */
                        lastCalledAt: string;
                        agentName: string;
                        agentCode: string;
                        agentDescription: string;
                        /** @description 1 Active, 2 Idle, 3 Offline */
                        onlineStatus: number;
                        walletAddress: string | null;
                        solAddress: string | null;
                        claimed: boolean;
                    };
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description Unknown claim code. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description Rate limited; retry after the `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
        };
    };
    claimAgent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description a non-empty claim code */
                claimCode: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description a 0x-prefixed address of 40 hex digits */
                    address: string;
                    /** @description a 65-byte (or 64-byte compact) 0x-prefixed EIP-191 signature */
                    signature: string;
                };
            };
        };
        responses: {
            /** @description Success, in the `{code, message, data}` envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        message: string;
                        data: {
                            agentId: string;
                            agentCode: string;
                            userId: string;
                            ownerAddress: string;
                            /** @description epoch milliseconds as a decimal string */
                            claimedAt: string;
                        };
                    };
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The claim code is not this agent's. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The agent is already claimed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description a name for the key, 1 to 100 characters */
                    keyName: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        keyName: string;
                        /** @description the full key when just created; masked in listings */
                        apiKeyCode: string;
                        /** @description 1 Active, 2 Revoked */
                        status: number;
                        /** @description 1 user created, 2 system created */
                        createType: number;
                        /** @description epoch milliseconds as a decimal string */
                        createdAt: string;
                        /** @description epoch milliseconds as a decimal string */
                        lastCalledAt: string;
                        /** @description epoch milliseconds as a decimal string */
                        revokedAt: string | null;
                    };
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description The agent already holds the maximum number of active keys. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
        };
    };
    listApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the `{code, message, data}` envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        message: string;
                        data: {
                            id: string;
                            keyName: string;
                            /** @description the full key when just created; masked in listings */
                            apiKeyCode: string;
                            /** @description 1 Active, 2 Revoked */
                            status: number;
                            /** @description 1 user created, 2 system created */
                            createType: number;
                            /** @description epoch milliseconds as a decimal string */
                            createdAt: string;
                            /** @description epoch milliseconds as a decimal string */
                            lastCalledAt: string;
                            /** @description epoch milliseconds as a decimal string */
                            revokedAt: string | null;
                        }[];
                    };
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description a numeric id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the `{code, message, data}` envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        message: string;
                        data: {
                            id: string;
                            keyName: string;
                            /** @description the full key when just created; masked in listings */
                            apiKeyCode: string;
                            /** @description 1 Active, 2 Revoked */
                            status: number;
                            /** @description 1 user created, 2 system created */
                            createType: number;
                            /** @description epoch milliseconds as a decimal string */
                            createdAt: string;
                            /** @description epoch milliseconds as a decimal string */
                            lastCalledAt: string;
                            /** @description epoch milliseconds as a decimal string */
                            revokedAt: string | null;
                        };
                    };
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such key for this agent. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The key is the agent's last active key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAgentSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the `{code, message, data}` envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        message: string;
                        data: {
                            tradeLimitEnabled: boolean;
                            /** @description USD with 8 fraction digits */
                            maxTradeAmount: string;
                            /** @description USD with 8 fraction digits */
                            dailyTradeAmountLimit: string;
                            /** @description USD with 8 fraction digits */
                            maxPositionValue: string;
                            maxTradesPerDay: number;
                            riskControlEnabled: boolean;
                            takeProfitPercent: number | null;
                            stopLossPercent: number | null;
                            /** @description epoch milliseconds as a decimal string */
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateAgentSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tradeLimitEnabled?: boolean;
                    /** @description largest single trade, USD from 1 to 1000000000, at most 8 decimals */
                    maxTradeAmount?: number | string;
                    /** @description total traded per UTC day, USD from 1 to 1000000000, at most 8 decimals */
                    dailyTradeAmountLimit?: number | string;
                    /** @description largest position value per market, USD from 1 to 1000000000, at most 8 decimals */
                    maxPositionValue?: number | string;
                    /** @description trades per UTC day, 1 to 5000 */
                    maxTradesPerDay?: number;
                    riskControlEnabled?: boolean;
                    /** @description take-profit threshold, 1 to 100; null clears it */
                    takeProfitPercent?: number | null;
                    /** @description stop-loss threshold, 1 to 100; null clears it */
                    stopLossPercent?: number | null;
                };
            };
        };
        responses: {
            /** @description Success, in the `{code, message, data}` envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        message: string;
                        data: {
                            tradeLimitEnabled: boolean;
                            /** @description USD with 8 fraction digits */
                            maxTradeAmount: string;
                            /** @description USD with 8 fraction digits */
                            dailyTradeAmountLimit: string;
                            /** @description USD with 8 fraction digits */
                            maxPositionValue: string;
                            maxTradesPerDay: number;
                            riskControlEnabled: boolean;
                            takeProfitPercent: number | null;
                            stopLossPercent: number | null;
                            /** @description epoch milliseconds as a decimal string */
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getRiskSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tradeLimitEnabled: boolean;
                        /** @description USD with 8 fraction digits */
                        maxTradeAmount: string;
                        /** @description USD with 8 fraction digits */
                        dailyTradeAmountLimit: string;
                        /** @description USD with 8 fraction digits */
                        maxPositionValue: string;
                        maxTradesPerDay: number;
                        riskControlEnabled: boolean;
                        takeProfitPercent: number | null;
                        stopLossPercent: number | null;
                        /** @description epoch milliseconds as a decimal string */
                        updatedAt: string;
                    };
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
        };
    };
    updateRiskSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tradeLimitEnabled?: boolean;
                    /** @description largest single trade, USD from 1 to 1000000000, at most 8 decimals */
                    maxTradeAmount?: number | string;
                    /** @description total traded per UTC day, USD from 1 to 1000000000, at most 8 decimals */
                    dailyTradeAmountLimit?: number | string;
                    /** @description largest position value per market, USD from 1 to 1000000000, at most 8 decimals */
                    maxPositionValue?: number | string;
                    /** @description trades per UTC day, 1 to 5000 */
                    maxTradesPerDay?: number;
                    riskControlEnabled?: boolean;
                    /** @description take-profit threshold, 1 to 100; null clears it */
                    takeProfitPercent?: number | null;
                    /** @description stop-loss threshold, 1 to 100; null clears it */
                    stopLossPercent?: number | null;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tradeLimitEnabled: boolean;
                        /** @description USD with 8 fraction digits */
                        maxTradeAmount: string;
                        /** @description USD with 8 fraction digits */
                        dailyTradeAmountLimit: string;
                        /** @description USD with 8 fraction digits */
                        maxPositionValue: string;
                        maxTradesPerDay: number;
                        riskControlEnabled: boolean;
                        takeProfitPercent: number | null;
                        stopLossPercent: number | null;
                        /** @description epoch milliseconds as a decimal string */
                        updatedAt: string;
                    };
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
        };
    };
    registerWalletCredentials: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description a 0x-prefixed address of 40 hex digits */
                    walletAddress: string;
                    /** @description the venue API key */
                    apiKey: string;
                    /** @description the venue API secret */
                    apiSecret: string;
                    /** @description the venue API passphrase */
                    apiPassphrase: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        walletAddress: string;
                        signatureType: number;
                        /** @constant */
                        encryptedCredentials: true;
                        /** Format: date-time */
                        registeredAt: string;
                    };
                };
            };
            /** @description Invalid body, credentials invalid (`invalid_credentials`: the venue refused them on an authenticated read), or wallet address does not match the credential owner (`{detail}` for the last two). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description Credentials already exist for this wallet under another agent (`{detail}`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description The venue could not be reached to check the credentials (`venue_unavailable`); nothing was stored. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
        };
    };
    checkWalletCredentials: {
        parameters: {
            query: {
                /** @description a 0x-prefixed address of 40 hex digits */
                walletAddress: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the `{code, message, data}` envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        message: string;
                        data: {
                            hasCredentials: boolean;
                            walletAddress: string;
                            signatureType: number | null;
                        };
                    };
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getWalletLinkChallenge: {
        parameters: {
            query: {
                /** @description a 0x-prefixed address of 40 hex digits */
                address: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        nonce: string;
                        message: string;
                        /** Format: date-time */
                        expires_at: string;
                        address: string;
                    };
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description Rate limited; retry after the `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
        };
    };
    linkWallet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description a 0x-prefixed address of 40 hex digits */
                    address: string;
                    /** @description 0x-prefixed hex */
                    signature: string;
                    nonce: string;
                    /**
                     * @description 0 EOA, 1 proxy wallet, 2 Safe, 3 deposit wallet
                     * @default 0
                     * @enum {integer}
                     */
                    signature_type?: 0 | 1 | 2 | 3;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        wallet_address: string;
                        /** @description verified, or unverified when the link failed */
                        wallet_ownership: string;
                        message: string;
                        /** @description why the link failed; empty on success */
                        error: string;
                    };
                };
            };
            /** @description Invalid body, or the link failed: `success` false and `error` says why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        wallet_address: string;
                        /** @description verified, or unverified when the link failed */
                        wallet_ownership: string;
                        message: string;
                        /** @description why the link failed; empty on success */
                        error: string;
                    };
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description The wallet is linked to another agent (`success` false). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        wallet_address: string;
                        /** @description verified, or unverified when the link failed */
                        wallet_ownership: string;
                        message: string;
                        /** @description why the link failed; empty on success */
                        error: string;
                    };
                };
            };
            /** @description More than 3 link attempts today (UTC); Retry-After runs to midnight UTC. */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
        };
    };
    createSimVenueApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description a 0x-prefixed address of 40 hex digits */
                    address: string;
                    /** @description the current unix time in seconds */
                    timestamp: string;
                    /**
                     * @description a decimal uint
                     * @default 0
                     */
                    nonce?: string;
                    /** @description 0x-prefixed hex */
                    signature: string;
                };
            };
        };
        responses: {
            /** @description Success, in the `{code, message, data}` envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        message: string;
                        data: {
                            apiKey: string;
                            apiSecret: string;
                            apiPassphrase: string;
                        };
                    };
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description venue_a is live (VENUE_A_MODE=live): create API credentials with the venue itself. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    trade: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a repeat with the same key and body gets the first answer and changes nothing. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description a market condition id (0x + 64 hex) */
                    marketConditionId: string;
                    marketQuestion?: string;
                    /** @description shares, as signed */
                    orderSize: number | string;
                    /** @description per share, as signed */
                    price: number | string;
                    /** @description The venue's signed order (V2 or V3 EIP-712 struct). */
                    order: {
                        salt: number | string;
                        /** @description a 0x-prefixed address of 40 hex digits */
                        maker: string;
                        /** @description a 0x-prefixed address of 40 hex digits */
                        signer: string;
                        /** @description a 0x-prefixed address of 40 hex digits */
                        taker?: string;
                        /** @description the outcome token id, decimal */
                        tokenId: string;
                        /** @description atomic units (6 decimals) */
                        makerAmount: string;
                        /** @description atomic units (6 decimals) */
                        takerAmount: string;
                        /** @description needed by the signed struct (absent from the spec's field list) */
                        side: "BUY" | "SELL";
                        /** @description 0 EOA, 1 proxy, 2 Safe, 3 deposit wallet (EIP-1271) */
                        signatureType: number;
                        /** @description milliseconds; signed in V2/V3 */
                        timestamp?: string;
                        /** @description unix seconds, 0 for none; not signed in V2/V3 */
                        expiration?: string;
                        /** @description V1 only; ignored */
                        nonce?: string;
                        /** @description V1 only; ignored */
                        feeRateBps?: string;
                        /** @description 0x-prefixed 32 bytes */
                        metadata?: string;
                        /** @description 0x-prefixed 32 bytes */
                        builder?: string;
                        /** @description 0x-prefixed hex */
                        signature: string;
                    };
                    /** @constant */
                    venue?: "venue_a";
                    /** @description without orderType: true → GTC, false → FOK */
                    isLimitOrder?: boolean;
                    orderType?: "GTC" | "FOK" | "GTD" | "FAK";
                    /** @description a 0x-prefixed address of 40 hex digits */
                    walletAddress?: string;
                    /** @description the venue API key registered for the maker wallet */
                    owner?: string;
                    deferExec?: boolean;
                    negRisk?: boolean;
                    /** @description a 0x-prefixed address of 40 hex digits */
                    funderAddress?: string;
                    postOnly?: boolean;
                    /** @description ignored: fees are set by the venue at match time */
                    feeAmount?: number | string;
                    reasoning?: string;
                    source?: string;
                    skillSlug?: string;
                    /** @description unix seconds, 0 for none */
                    expirationTime?: number;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        orderId: string;
                        /** @description The venue's answer: matched (filled at placement, as far as a FOK/FAK goes), live (resting), delayed (queued by the venue's matching delay), or pending (the venue did not answer and did not say it took the order yet: the order sync settles it). */
                        status: string;
                        /** Format: date-time */
                        submittedAt: string;
                    };
                };
            };
            /** @description Verification failed (the field and the fix are named), or the venue refused the order: `errorCode` says why and `venueError` holds the venue's words. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description Trading halted for this agent, no wallet, no venue credentials (live venue), or a risk limit (the message names the limit, its value and what is left). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description The agent's mailbox is full, or the venue is rate limiting (`venue_rate_limited`); retry after Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description The venue answered with a failure of its own (`venue_unavailable`); nothing was counted. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description The venue did not answer in time or its circuit is open (`venue_unavailable`, with Retry-After); nothing was counted, and the same signed order is safe to send again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
        };
    };
    batchTrade: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a repeat with the same key and body gets the first answer and changes nothing. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orders: {
                        /** @description a market condition id (0x + 64 hex) */
                        marketConditionId: string;
                        marketQuestion?: string;
                        /** @description shares, as signed */
                        orderSize: number | string;
                        /** @description per share, as signed */
                        price: number | string;
                        /** @description The venue's signed order (V2 or V3 EIP-712 struct). */
                        order: {
                            salt: number | string;
                            /** @description a 0x-prefixed address of 40 hex digits */
                            maker: string;
                            /** @description a 0x-prefixed address of 40 hex digits */
                            signer: string;
                            /** @description a 0x-prefixed address of 40 hex digits */
                            taker?: string;
                            /** @description the outcome token id, decimal */
                            tokenId: string;
                            /** @description atomic units (6 decimals) */
                            makerAmount: string;
                            /** @description atomic units (6 decimals) */
                            takerAmount: string;
                            /** @description needed by the signed struct (absent from the spec's field list) */
                            side: "BUY" | "SELL";
                            /** @description 0 EOA, 1 proxy, 2 Safe, 3 deposit wallet (EIP-1271) */
                            signatureType: number;
                            /** @description milliseconds; signed in V2/V3 */
                            timestamp?: string;
                            /** @description unix seconds, 0 for none; not signed in V2/V3 */
                            expiration?: string;
                            /** @description V1 only; ignored */
                            nonce?: string;
                            /** @description V1 only; ignored */
                            feeRateBps?: string;
                            /** @description 0x-prefixed 32 bytes */
                            metadata?: string;
                            /** @description 0x-prefixed 32 bytes */
                            builder?: string;
                            /** @description 0x-prefixed hex */
                            signature: string;
                        };
                        /** @constant */
                        venue?: "venue_a";
                        /** @description without orderType: true → GTC, false → FOK */
                        isLimitOrder?: boolean;
                        orderType?: "GTC" | "FOK" | "GTD" | "FAK";
                        /** @description a 0x-prefixed address of 40 hex digits */
                        walletAddress?: string;
                        /** @description the venue API key registered for the maker wallet */
                        owner?: string;
                        deferExec?: boolean;
                        negRisk?: boolean;
                        /** @description a 0x-prefixed address of 40 hex digits */
                        funderAddress?: string;
                        postOnly?: boolean;
                        /** @description ignored: fees are set by the venue at match time */
                        feeAmount?: number | string;
                        reasoning?: string;
                        source?: string;
                        skillSlug?: string;
                        /** @description unix seconds, 0 for none */
                        expirationTime?: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total: number;
                        succeeded: number;
                        failed: number;
                        results: ({
                            orderId: string;
                            /** @description The venue's answer: matched (filled at placement, as far as a FOK/FAK goes), live (resting), delayed (queued by the venue's matching delay), or pending (the venue did not answer and did not say it took the order yet: the order sync settles it). */
                            status: string;
                            /** Format: date-time */
                            submittedAt: string;
                        } | {
                            orderId: null;
                            /** @constant */
                            status: "failed";
                            /** Format: date-time */
                            submittedAt: string;
                            errorCode: string;
                            error: string;
                        })[];
                    };
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description The agent's mailbox is full, or the venue is rate limiting (`venue_rate_limited`); retry after Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
        };
    };
    cancelAllOrders: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a repeat with the same key and body gets the first answer and changes nothing. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default venue_a
                     * @enum {string}
                     */
                    venue?: "venue_a";
                    /** @description a 0x-prefixed address of 40 hex digits */
                    walletAddress?: string;
                    /** @description only this market's orders (a condition id): the venue's cancel-market-orders */
                    market?: string;
                    /** @description only this token's orders (a token id) */
                    assetId?: string;
                };
            };
        };
        responses: {
            /** @description Success, in the `{code, message, data}` envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        message: string;
                        data: {
                            canceled: string[];
                            notCanceled: {
                                [key: string]: string;
                            };
                            syncedCount: number;
                        };
                    };
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The agent's mailbox is full, or the venue is rate limiting (`venue_rate_limited`); retry after Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The venue answered with a failure of its own (`venue_unavailable`); nothing was counted. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The venue did not answer in time or its circuit is open (`venue_unavailable`, with Retry-After); nothing was counted, and the same signed order is safe to send again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    cancelOrders: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a repeat with the same key and body gets the first answer and changes nothing. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the order hashes to cancel */
                    orderIds: string[];
                    /**
                     * @default venue_a
                     * @enum {string}
                     */
                    venue?: "venue_a";
                };
            };
        };
        responses: {
            /** @description Success, in the `{code, message, data}` envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        message: string;
                        data: {
                            canceled: string[];
                            notCanceled: {
                                [key: string]: string;
                            };
                            syncedCount: number;
                        };
                    };
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The agent's mailbox is full, or the venue is rate limiting (`venue_rate_limited`); retry after Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The venue answered with a failure of its own (`venue_unavailable`); nothing was counted. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The venue did not answer in time or its circuit is open (`venue_unavailable`, with Retry-After); nothing was counted, and the same signed order is safe to send again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    cancelOrder: {
        parameters: {
            query?: {
                venue?: "venue_a";
                /** @description a 0x-prefixed address of 40 hex digits */
                walletAddress?: string;
            };
            header?: {
                /** @description Makes a retry safe: a repeat with the same key and body gets the first answer and changes nothing. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description the order hash */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the `{code, message, data}` envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        message: string;
                        data: {
                            canceled: string[];
                            notCanceled: {
                                [key: string]: string;
                            };
                            syncedCount: number;
                        };
                    };
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such order of this agent. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The agent's mailbox is full, or the venue is rate limiting (`venue_rate_limited`); retry after Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The venue answered with a failure of its own (`venue_unavailable`); nothing was counted. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The venue did not answer in time or its circuit is open (`venue_unavailable`, with Retry-After); nothing was counted, and the same signed order is safe to send again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    openOrders: {
        parameters: {
            query?: {
                venue?: "venue_a";
                /** @description a market condition id */
                market?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the `{code, message, data}` envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        message: string;
                        data: {
                            orderId: string;
                            aiAgentId: string;
                            userId: string;
                            marketConditionId: string;
                            marketQuestion: string;
                            /** @description 1 LIVE, 2 MATCHED, 3 CANCELED, 4 MARKET_RESOLVED, 5 INVALID. Filled at placement → 2; resting → 1, then 2 once filled, or 3 when cancelled or past its GTD expiration. The venue's order statuses map onto them: LIVE 1, MATCHED 2, CANCELED 3, CANCELED_MARKET_RESOLVED 4, INVALID 5 (an order the venue has no record of is 5); the order sync brings them over every SWEEP_INTERVAL_MS. */
                            orderStatus: number;
                            side: string;
                            outcome: string;
                            orderSize: string;
                            matchedSize: string;
                            feeAmount: string;
                            price: string;
                            orderType: string;
                            expirationTime: string;
                            /** @description epoch milliseconds as a decimal string */
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    orderHistory: {
        parameters: {
            query?: {
                venue?: "venue_a";
                market?: string;
                status?: number;
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the `{code, message, data}` envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        message: string;
                        data: {
                            total: number;
                            limit: number;
                            offset: number;
                            orders: {
                                orderId: string;
                                aiAgentId: string;
                                userId: string;
                                marketConditionId: string;
                                marketQuestion: string;
                                /** @description 1 LIVE, 2 MATCHED, 3 CANCELED, 4 MARKET_RESOLVED, 5 INVALID. Filled at placement → 2; resting → 1, then 2 once filled, or 3 when cancelled or past its GTD expiration. The venue's order statuses map onto them: LIVE 1, MATCHED 2, CANCELED 3, CANCELED_MARKET_RESOLVED 4, INVALID 5 (an order the venue has no record of is 5); the order sync brings them over every SWEEP_INTERVAL_MS. */
                                orderStatus: number;
                                side: string;
                                outcome: string;
                                orderSize: string;
                                matchedSize: string;
                                feeAmount: string;
                                price: string;
                                orderType: string;
                                expirationTime: string;
                                /** @description epoch milliseconds as a decimal string */
                                createdAt: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    orderDetail: {
        parameters: {
            query?: {
                venue?: "venue_a";
                /** @description a 0x-prefixed address of 40 hex digits */
                walletAddress?: string;
            };
            header?: never;
            path: {
                /** @description the order hash */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the `{code, message, data}` envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        message: string;
                        data: {
                            orderId: string;
                            /** @description LIVE, MATCHED, CANCELED, MARKET_RESOLVED or INVALID */
                            status: string;
                            owner: string;
                            makerAddress: string;
                            market: string;
                            assetId: string;
                            side: string;
                            originalSize: string;
                            sizeMatched: string;
                            price: string;
                            outcome: string;
                            expiration: string;
                            orderType: string;
                            associateTrades: string[];
                            orderVersion: number;
                            /** @description epoch ms */
                            createdAt: number;
                            /** @description 1 LIVE, 2 MATCHED, 3 CANCELED, 4 MARKET_RESOLVED, 5 INVALID. Filled at placement → 2; resting → 1, then 2 once filled, or 3 when cancelled or past its GTD expiration. The venue's order statuses map onto them: LIVE 1, MATCHED 2, CANCELED 3, CANCELED_MARKET_RESOLVED 4, INVALID 5 (an order the venue has no record of is 5); the order sync brings them over every SWEEP_INTERVAL_MS. */
                            localOrderStatus: number;
                            marketQuestion: string;
                            aiAgentId: string;
                        };
                    };
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such order of this agent. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listTrades: {
        parameters: {
            query?: {
                venue?: "all" | "venue_a" | "venue_b";
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the `{code, message, data}` envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        message: string;
                        data: {
                            total: number;
                            limit: number;
                            offset: number;
                            venue: string;
                            trades: {
                                /** @description epoch milliseconds as a decimal string */
                                createdAt: string;
                                marketConditionId: string;
                                marketConditionName: string;
                                skillCode: string | null;
                                skillSlug: string | null;
                                sourceTag: string | null;
                                reasoning: string | null;
                                platform: string;
                                actionType: string;
                                direction: string;
                                orderSize: string;
                                amount: string;
                                walletAddress: string | null;
                                orderId: string | null;
                            }[];
                        };
                    };
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    currentPositions: {
        parameters: {
            query: {
                /** @description the wallet holding the positions: an EVM address (0x + 40 hex) on venue_a, a chain-B address on venue_b */
                walletAddress: string;
                /** @description condition ids, comma-separated (venue_b: market tickers); not with eventId */
                market?: string;
                /** @description event ids, comma-separated; not with market */
                eventId?: string;
                /** @description case-insensitive part of the market's title */
                title?: string;
                /** @description leave out positions of fewer shares; default 1 */
                sizeThreshold?: number | string;
                /** @description only positions of resolved markets (venue_a) */
                redeemable?: boolean;
                /** @description only markets where the wallet holds both outcomes (venue_a) */
                mergeable?: boolean;
                limit?: number;
                offset?: number;
                /** @description CURRENT value, INITIAL value (cost), TOKENS (size), CASHPNL, PERCENTPNL, TITLE, RESOLVING (end date), PRICE (current), AVGPRICE */
                sortBy?: "CURRENT" | "INITIAL" | "TOKENS" | "CASHPNL" | "PERCENTPNL" | "TITLE" | "RESOLVING" | "PRICE" | "AVGPRICE";
                sortDirection?: "ASC" | "DESC";
                venue?: "venue_a" | "venue_b";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description venue_a: the Gamma market id; venue_b: the market's ticker */
                        marketId: string;
                        title: string;
                        outcome: string;
                        /** @description shares held */
                        size: number;
                        /** @description cost basis ÷ size, rounded half up to 6 decimals */
                        avgPrice: number;
                        /** @description fair price now; 1 or 0 once the market resolved */
                        currentPrice: number;
                        /** @description size × currentPrice − cost basis */
                        unrealizedPnl: number;
                        venue: string;
                        proxyWallet: string;
                        /** @description the outcome token id */
                        asset: string;
                        conditionId: string;
                        /** @description cost basis of the open size */
                        initialValue: number;
                        /** @description size × currentPrice, rounded half up to 6 decimals */
                        currentValue: number;
                        /** @description currentValue − initialValue */
                        cashPnl: number;
                        /** @description cashPnl as a percentage of initialValue, 2 decimals */
                        percentPnl: number;
                        /** @description PnL booked by sales of this position so far */
                        realizedPnl: number;
                        /** @description = currentPrice */
                        curPrice: number;
                        redeemable: boolean;
                        mergeable: boolean;
                        slug: string | null;
                        eventId: string | null;
                        eventSlug: string | null;
                        outcomeIndex: number | null;
                        oppositeOutcome: string | null;
                        oppositeAsset: string | null;
                        endDate: string | null;
                        negativeRisk: boolean | null;
                    }[];
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
        };
    };
    closedPositions: {
        parameters: {
            query: {
                /** @description the wallet holding the positions: an EVM address (0x + 40 hex) on venue_a, a chain-B address on venue_b */
                walletAddress: string;
                venue?: "venue_a" | "venue_b";
                /** @description condition ids, comma-separated (venue_b: market tickers); not with eventId */
                market?: string;
                /** @description event ids, comma-separated; not with market */
                eventId?: string;
                /** @description case-insensitive part of the market's title */
                title?: string;
                limit?: number;
                offset?: number;
                sortBy?: "REALIZEDPNL" | "TITLE" | "PRICE" | "AVGPRICE" | "TIMESTAMP";
                sortDirection?: "ASC" | "DESC";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the `{code, message, data}` envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        message: string;
                        data: {
                            marketId: string;
                            title: string;
                            conditionId: string;
                            tokenId: string;
                            /** @description = tokenId */
                            asset: string;
                            proxyWallet: string;
                            outcome: string;
                            outcomeIndex: number | null;
                            oppositeOutcome: string | null;
                            oppositeAsset: string | null;
                            slug: string | null;
                            eventSlug: string | null;
                            endDate: string | null;
                            /** @description 0: nothing is held any more */
                            size: number;
                            /** @description average buy price over the fills of the position */
                            avgPrice: number;
                            /** @description shares bought over its fills */
                            totalBought: number;
                            /** @description 1 or 0 for a resolved market, the current price otherwise */
                            settlementPrice: number;
                            /** @description = settlementPrice */
                            curPrice: number;
                            /** @description = settlementPrice */
                            currentPrice: number;
                            /** @description sale and redemption proceeds − cost */
                            realizedPnl: number;
                            /** @description 0 */
                            unrealizedPnl: number;
                            /** @description when the position last changed (closed), unix seconds as the Data API gives it */
                            timestamp: number;
                        }[];
                    };
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    walletPositions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description a 0x-prefixed address of 40 hex digits */
                walletAddress: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        wallet_address: string;
                        position_count: number;
                        total_value: number | null;
                        positions: {
                            market_title: string;
                            condition_id: string;
                            token_id: string;
                            /** @description Yes or No */
                            side: string;
                            shares: number;
                            market_slug: string;
                            current_price: number;
                            current_value: number;
                        }[];
                    };
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description Rate limited; retry after the `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
        };
    };
    portfolio: {
        parameters: {
            query?: {
                /** @description which venue buckets to compute */
                venue?: "all" | "venue_a" | "venue_b";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the `{code, message, data}` envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        message: string;
                        data: {
                            /** @description legacy: the agent's simulated balance; on the live venue_a, venue_a's balance (0 when venue_a is not requested) */
                            balance_usdc: number;
                            /** @description legacy: venue_a's exposure (0 when venue_a is not requested) */
                            total_exposure: number;
                            /** @description legacy: venue_a's open positions */
                            positions_count: number;
                            /** @description open positions of resolved markets */
                            redeemable_count: number;
                            /** @description change of pnl_total since 24 h ago (fills of the window and prices then) */
                            pnl_24h: number;
                            /** @description realised + unrealised over the requested venues */
                            pnl_total: number;
                            concentration: {
                                /** @description share of the exposure in the largest market, percent */
                                top_market_pct: number;
                                /** @description share in the three largest markets, percent */
                                top_3_markets_pct: number;
                            };
                            warnings: string[];
                            venue_a: {
                                /** @description venue_a: the simulated USDC balance, or on the live venue the collateral it holds for the agent’s credentialed wallets; venue_b: the USDC held on chain by the agent’s chain-B wallets */
                                balance: number;
                                /** @description realised + unrealised */
                                pnl: number;
                                positions_count: number;
                                /** @description Σ size × current price of open positions */
                                total_exposure: number;
                            } | null;
                            venue_b: {
                                /** @description venue_a: the simulated USDC balance, or on the live venue the collateral it holds for the agent’s credentialed wallets; venue_b: the USDC held on chain by the agent’s chain-B wallets */
                                balance: number;
                                /** @description realised + unrealised */
                                pnl: number;
                                positions_count: number;
                                /** @description Σ size × current price of open positions */
                                total_exposure: number;
                            } | null;
                            total: {
                                positions_count: number;
                                /** @description sum over the requested venues; units mixed across venues */
                                total_exposure: number;
                            };
                        };
                    };
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    marketContext: {
        parameters: {
            query?: {
                /** @description show only this wallet's positions (EVM address) */
                walletAddress?: string;
                /** @description your estimate of the Yes probability, 0..1; echoed and compared */
                probability?: number | string;
                /** @description market context is served for venue_a */
                venue?: "venue_a";
            };
            header?: never;
            path: {
                /** @description a market condition id (0x + 64 hex) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the `{code, message, data}` envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        message: string;
                        data: {
                            market: {
                                id: string;
                                conditionId: string;
                                question: string;
                                slug: string;
                                description: string;
                                category: string;
                                status: "active" | "closed" | "resolved";
                                outcomes: string[];
                                clobTokenIds: string[];
                                /** @description JSON-encoded array of decimal strings, as Gamma gives it */
                                outcomePrices: string;
                                yesPrice: number;
                                noPrice: number;
                                bestBid: number | null;
                                bestAsk: number | null;
                                spread: number | null;
                                liquidity: number;
                                volume: number;
                                tickSize: string;
                                minOrderSize: string;
                                negRisk: boolean;
                                startDate: string;
                                endDate: string;
                                winningOutcome: string | null;
                            };
                            positions: {
                                /** @description venue_a: the Gamma market id; venue_b: the market's ticker */
                                marketId: string;
                                title: string;
                                outcome: string;
                                /** @description shares held */
                                size: number;
                                /** @description cost basis ÷ size, rounded half up to 6 decimals */
                                avgPrice: number;
                                /** @description fair price now; 1 or 0 once the market resolved */
                                currentPrice: number;
                                /** @description size × currentPrice − cost basis */
                                unrealizedPnl: number;
                                venue: string;
                                proxyWallet: string;
                                /** @description the outcome token id */
                                asset: string;
                                conditionId: string;
                                /** @description cost basis of the open size */
                                initialValue: number;
                                /** @description size × currentPrice, rounded half up to 6 decimals */
                                currentValue: number;
                                /** @description currentValue − initialValue */
                                cashPnl: number;
                                /** @description cashPnl as a percentage of initialValue, 2 decimals */
                                percentPnl: number;
                                /** @description PnL booked by sales of this position so far */
                                realizedPnl: number;
                                /** @description = currentPrice */
                                curPrice: number;
                                redeemable: boolean;
                                mergeable: boolean;
                                slug: string | null;
                                eventId: string | null;
                                eventSlug: string | null;
                                outcomeIndex: number | null;
                                oppositeOutcome: string | null;
                                oppositeAsset: string | null;
                                endDate: string | null;
                                negativeRisk: boolean | null;
                            }[];
                            walletAddress: string | null;
                            probability: number | null;
                            safeguards: {
                                tradeLimitEnabled: boolean;
                                maxTradeAmount: number;
                                maxPositionValue: number;
                                maxTradesPerDay: number;
                                tradesToday: number;
                                tradesLeft: number;
                                dailyTradeAmountLimit: number;
                                amountToday: number;
                                amountLeft: number;
                                riskControlEnabled: boolean;
                                stopLossPercent: number | null;
                                takeProfitPercent: number | null;
                                /** @description what maxPositionValue bounds here: cost of the positions plus cash held by open buys */
                                marketExposure: number;
                            };
                            relatedMarkets: {
                                id: string;
                                title: string;
                                slug: string;
                                status: "active" | "closed" | "resolved";
                                yesPrice: number;
                                noPrice: number;
                                volume: number;
                                endDate: string;
                            }[];
                            slippage: {
                                outcome: string;
                                /** @description USDC to spend at the best ask */
                                amount: number;
                                /** @description shares that buys at the best ask */
                                shares: number;
                                /** @description shares the book fills when walked */
                                filled: number;
                                /** @description cash of those fills */
                                cost: number;
                                avgPrice: number | null;
                                bestAsk: number | null;
                                /** @description average fill above the best ask, percent of it */
                                slippagePct: number | null;
                            }[];
                            warnings: string[];
                        };
                    };
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No venue_a market has this condition id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    briefing: {
        parameters: {
            query?: {
                /** @description epoch milliseconds or ISO 8601; default 24 h ago */
                since?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the `{code, message, data}` envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        message: string;
                        data: {
                            /** Format: date-time */
                            since: string;
                            /** Format: date-time */
                            generatedAt: string;
                            venue_a: {
                                balance: number;
                                pnl: number;
                                positions_count: number;
                                total_exposure: number;
                                open_orders: {
                                    count: number;
                                    newest: {
                                        orderId: string;
                                        aiAgentId: string;
                                        userId: string;
                                        marketConditionId: string;
                                        marketQuestion: string;
                                        /** @description 1 LIVE, 2 MATCHED, 3 CANCELED, 4 MARKET_RESOLVED, 5 INVALID. Filled at placement → 2; resting → 1, then 2 once filled, or 3 when cancelled or past its GTD expiration. The venue's order statuses map onto them: LIVE 1, MATCHED 2, CANCELED 3, CANCELED_MARKET_RESOLVED 4, INVALID 5 (an order the venue has no record of is 5); the order sync brings them over every SWEEP_INTERVAL_MS. */
                                        orderStatus: number;
                                        side: string;
                                        outcome: string;
                                        orderSize: string;
                                        matchedSize: string;
                                        feeAmount: string;
                                        price: string;
                                        orderType: string;
                                        expirationTime: string;
                                        /** @description epoch milliseconds as a decimal string */
                                        createdAt: string;
                                    }[];
                                };
                                positions_needing_attention: {
                                    marketId: string;
                                    conditionId: string;
                                    title: string;
                                    outcome: string;
                                    size: number;
                                    avgPrice: number;
                                    currentPrice: number;
                                    reasons: string[];
                                }[];
                            };
                            venue_b: {
                                balance: number;
                                pnl: number;
                                positions_count: number;
                                total_exposure: number;
                                open_orders: {
                                    count: number;
                                    newest: {
                                        orderId: string;
                                        aiAgentId: string;
                                        userId: string;
                                        marketConditionId: string;
                                        marketQuestion: string;
                                        /** @description 1 LIVE, 2 MATCHED, 3 CANCELED, 4 MARKET_RESOLVED, 5 INVALID. Filled at placement → 2; resting → 1, then 2 once filled, or 3 when cancelled or past its GTD expiration. The venue's order statuses map onto them: LIVE 1, MATCHED 2, CANCELED 3, CANCELED_MARKET_RESOLVED 4, INVALID 5 (an order the venue has no record of is 5); the order sync brings them over every SWEEP_INTERVAL_MS. */
                                        orderStatus: number;
                                        side: string;
                                        outcome: string;
                                        orderSize: string;
                                        matchedSize: string;
                                        feeAmount: string;
                                        price: string;
                                        orderType: string;
                                        expirationTime: string;
                                        /** @description epoch milliseconds as a decimal string */
                                        createdAt: string;
                                    }[];
                                };
                                positions_needing_attention: {
                                    marketId: string;
                                    conditionId: string;
                                    title: string;
                                    outcome: string;
                                    size: number;
                                    avgPrice: number;
                                    currentPrice: number;
                                    reasons: string[];
                                }[];
                            };
                            risk_alerts: string[];
                            limits_today: {
                                tradeLimitEnabled: boolean;
                                maxTradeAmount: number;
                                maxPositionValue: number;
                                maxTradesPerDay: number;
                                tradesToday: number;
                                tradesLeft: number;
                                dailyTradeAmountLimit: number;
                                amountToday: number;
                                amountLeft: number;
                            };
                            new_markets: {
                                id: string;
                                conditionId: string;
                                title: string;
                                slug: string;
                                category: string;
                                startDate: string;
                                endDate: string;
                                yesPrice: number;
                            }[];
                        };
                    };
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    searchMarkets: {
        parameters: {
            query?: {
                /** @description words in the question, slug, description or event title (case-insensitive) */
                q?: string;
                category?: string;
                /** @description a tag slug */
                tag?: string;
                active?: boolean;
                closed?: boolean;
                sortBy?: "volume" | "endDate" | "liquidity";
                sortDirection?: "ASC" | "DESC";
                limit?: number;
                offset?: number;
                /** @description true: fill `tags`; otherwise `tags` is empty */
                includeTag?: boolean;
                /** @description venue_b: venue_b markets (no tag filter, no liquidity sort; active = trading, closed = result known, endDate = close time) */
                venue?: "venue_a" | "venue_b";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the `{code, message, data}` envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        message: string;
                        data: {
                            /** @description which venue the markets are from, and so their shape */
                            venue: "venue_a" | "venue_b";
                            total: number;
                            limit: number;
                            offset: number;
                            /** @description venue_a: Gamma-shaped markets; venue_b: venue_b markets (as GET /venue_b/markets) */
                            markets: {
                                id: string;
                                question: string | null;
                                slug: string | null;
                                description: string | null;
                                category: string | null;
                                image: string | null;
                                conditionId: string;
                                /** @description a JSON-encoded array (string): outcome labels */
                                outcomes: string;
                                /** @description a JSON-encoded array (string): decimal price strings, one per outcome; "1"/"0" once resolved */
                                outcomePrices: string;
                                /** @description a JSON-encoded array (string): decimal token ids, one per outcome */
                                clobTokenIds: string;
                                volume: string | null;
                                liquidity: string | null;
                                active: boolean;
                                /** @description true once the market has resolved */
                                closed: boolean;
                                enableOrderBook: boolean;
                                acceptingOrders: boolean;
                                /** Format: date-time */
                                endDate: string | null;
                                /** Format: date-time */
                                startDate: string | null;
                                volumeNum: number;
                                liquidityNum: number;
                                /** @description the Yes book's best bid now; null when the market takes no orders */
                                bestBid: number | null;
                                bestAsk: number | null;
                                /** @description the Yes price now; its payout once resolved */
                                lastTradePrice: number | null;
                                spread: number | null;
                                /** @description Yes price now minus a day ago; null once resolved */
                                oneDayPriceChange: number | null;
                                oneWeekPriceChange: number | null;
                                events: {
                                    id: string;
                                    slug: string;
                                    title: string;
                                }[];
                                tags: {
                                    id: string;
                                    label: string;
                                    slug: string;
                                }[];
                                orderPriceMinTickSize: number;
                                orderMinSize: number;
                                negRisk: boolean;
                                negRiskMarketID: string | null;
                                /** @description "v1": orders signed with EIP-712 domain version "2"; "v2": version "3" */
                                version: string;
                                /**
                                 * Format: date-time
                                 * @description when the market resolved
                                 */
                                closedTime: string | null;
                            }[] | {
                                /** @description what quote and submit take as marketTicker */
                                ticker: string;
                                title: string;
                                /** @description the event the market belongs to; markets of one event share it */
                                eventTicker: string;
                                category: string;
                                /** @description the venue's lifecycle: only an active market trades; a determined or finalized one has its result */
                                status: "initialized" | "active" | "inactive" | "closed" | "determined" | "finalized";
                                /** @description the winning side once the market is determined; null before */
                                result: "yes" | "no" | null;
                                /**
                                 * Format: date-time
                                 * @description when trading stops
                                 */
                                closeTime: string;
                                /** @description the USDC mint: what buys pay and sells pay out */
                                settlementMint: string;
                                /** @description the YES outcome token's mint */
                                yesMint: string;
                                /** @description the NO outcome token's mint */
                                noMint: string;
                                /** @description the YES contract's fair price now, USDC per contract; its payout (1 or 0) once determined */
                                yesPrice: string;
                                /** @description 1 − yesPrice */
                                noPrice: string;
                                /** @description USDC per contract, decimal; what selling a YES contract gets now; null when nobody buys */
                                yesBid: string | null;
                                /** @description USDC per contract, decimal; what buying a YES contract costs now; null when nobody sells */
                                yesAsk: string | null;
                                /** @description USDC per contract, decimal; what selling a NO contract gets now; null when nobody buys */
                                noBid: string | null;
                                /** @description USDC per contract, decimal; what buying a NO contract costs now; null when nobody sells */
                                noAsk: string | null;
                                /** @description contracts traded in the market, decimal; null when the venue does not report it */
                                volume: string | null;
                            }[];
                        };
                    };
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    pricesHistory: {
        parameters: {
            query?: {
                /** @description an outcome token id, decimal */
                market?: string;
                /** @description instead of market: the market's Yes token */
                conditionId?: string;
                /** @description the window ending now (1m is 30 days; max and all: everything kept); not with startTs/endTs. Neither: max */
                interval?: "1h" | "6h" | "1d" | "1w" | "1m" | "max" | "all";
                /** @description unix seconds; with endTs */
                startTs?: number;
                /** @description unix seconds; with startTs */
                endTs?: number;
                /** @description minutes per point */
                fidelity?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        history: {
                            /** @description unix seconds */
                            t: number;
                            p: number;
                        }[];
                    };
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description market not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
        };
    };
    getMarket: {
        parameters: {
            query?: {
                venue?: "venue_a";
                /** @description true: fill `tags`; otherwise `tags` is empty */
                includeTag?: boolean;
            };
            header?: never;
            path: {
                /** @description the Gamma market id, or the market condition id (0x…) */
                market_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        question: string | null;
                        slug: string | null;
                        description: string | null;
                        category: string | null;
                        image: string | null;
                        conditionId: string;
                        /** @description a JSON-encoded array (string): outcome labels */
                        outcomes: string;
                        /** @description a JSON-encoded array (string): decimal price strings, one per outcome; "1"/"0" once resolved */
                        outcomePrices: string;
                        /** @description a JSON-encoded array (string): decimal token ids, one per outcome */
                        clobTokenIds: string;
                        volume: string | null;
                        liquidity: string | null;
                        active: boolean;
                        /** @description true once the market has resolved */
                        closed: boolean;
                        enableOrderBook: boolean;
                        acceptingOrders: boolean;
                        /** Format: date-time */
                        endDate: string | null;
                        /** Format: date-time */
                        startDate: string | null;
                        volumeNum: number;
                        liquidityNum: number;
                        /** @description the Yes book's best bid now; null when the market takes no orders */
                        bestBid: number | null;
                        bestAsk: number | null;
                        /** @description the Yes price now; its payout once resolved */
                        lastTradePrice: number | null;
                        spread: number | null;
                        /** @description Yes price now minus a day ago; null once resolved */
                        oneDayPriceChange: number | null;
                        oneWeekPriceChange: number | null;
                        events: {
                            id: string;
                            slug: string;
                            title: string;
                        }[];
                        tags: {
                            id: string;
                            label: string;
                            slug: string;
                        }[];
                        orderPriceMinTickSize: number;
                        orderMinSize: number;
                        negRisk: boolean;
                        negRiskMarketID: string | null;
                        /** @description "v1": orders signed with EIP-712 domain version "2"; "v2": version "3" */
                        version: string;
                        /**
                         * Format: date-time
                         * @description when the market resolved
                         */
                        closedTime: string | null;
                    };
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description market not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
        };
    };
    redeem: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a repeat with the same key and body gets the first answer and changes nothing. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description a market condition id (0x + 64 hex) */
                    marketConditionId: string;
                    /** @description a 0x-prefixed address of 40 hex digits */
                    walletAddress?: string;
                };
            };
        };
        responses: {
            /** @description Success, in the `{code, message, data}` envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        message: string;
                        data: {
                            marketConditionId: string;
                            winningOutcome: "YES" | "NO";
                            /** @description shares given up, winning and losing */
                            redeemedShares: string;
                            /** @description USDC paid: 1 per winning share */
                            payout: string;
                            /** @description payout minus the cost of the positions redeemed */
                            realizedPnl: string;
                        };
                    };
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description market not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    opsResolveMarket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description a market condition id (0x + 64 hex) */
                conditionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    winningOutcome: "YES" | "NO";
                };
            };
        };
        responses: {
            /** @description Success, in the `{code, message, data}` envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        message: string;
                        data: {
                            conditionId: string;
                            winningOutcome: "YES" | "NO";
                            /** @description "ops" or "price" (settled at its end date) */
                            source: string;
                            /** Format: date-time */
                            resolvedAt: string;
                            alreadyResolved: boolean;
                            /** @description live orders closed as MARKET_RESOLVED (4) by this call */
                            ordersClosed: number;
                        };
                    };
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An agent key was used: operator endpoints take only OPS_TOKEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description market not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Already resolved to the other outcome. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    venueBMarkets: {
        parameters: {
            query?: {
                /** @description words in the ticker or title (case-insensitive; every word must appear) */
                q?: string;
                /** @description only the markets of this event */
                eventTicker?: string;
                /** @description e.g. Economics (case-insensitive) */
                category?: string;
                /** @description the venue's lifecycle: only an active market trades; a determined or finalized one has its result */
                status?: "initialized" | "active" | "inactive" | "closed" | "determined" | "finalized";
                sortBy?: "closeTime" | "volume";
                sortDirection?: "ASC" | "DESC";
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the `{code, message, data}` envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        message: string;
                        data: {
                            total: number;
                            limit: number;
                            offset: number;
                            markets: {
                                /** @description what quote and submit take as marketTicker */
                                ticker: string;
                                title: string;
                                /** @description the event the market belongs to; markets of one event share it */
                                eventTicker: string;
                                category: string;
                                /** @description the venue's lifecycle: only an active market trades; a determined or finalized one has its result */
                                status: "initialized" | "active" | "inactive" | "closed" | "determined" | "finalized";
                                /** @description the winning side once the market is determined; null before */
                                result: "yes" | "no" | null;
                                /**
                                 * Format: date-time
                                 * @description when trading stops
                                 */
                                closeTime: string;
                                /** @description the USDC mint: what buys pay and sells pay out */
                                settlementMint: string;
                                /** @description the YES outcome token's mint */
                                yesMint: string;
                                /** @description the NO outcome token's mint */
                                noMint: string;
                                /** @description the YES contract's fair price now, USDC per contract; its payout (1 or 0) once determined */
                                yesPrice: string;
                                /** @description 1 − yesPrice */
                                noPrice: string;
                                /** @description USDC per contract, decimal; what selling a YES contract gets now; null when nobody buys */
                                yesBid: string | null;
                                /** @description USDC per contract, decimal; what buying a YES contract costs now; null when nobody sells */
                                yesAsk: string | null;
                                /** @description USDC per contract, decimal; what selling a NO contract gets now; null when nobody buys */
                                noBid: string | null;
                                /** @description USDC per contract, decimal; what buying a NO contract costs now; null when nobody sells */
                                noAsk: string | null;
                                /** @description contracts traded in the market, decimal; null when the venue does not report it */
                                volume: string | null;
                            }[];
                        };
                    };
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    venueBMarket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the market ticker, any case */
                ticker: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description what quote and submit take as marketTicker */
                        ticker: string;
                        title: string;
                        /** @description the event the market belongs to; markets of one event share it */
                        eventTicker: string;
                        category: string;
                        /** @description the venue's lifecycle: only an active market trades; a determined or finalized one has its result */
                        status: "initialized" | "active" | "inactive" | "closed" | "determined" | "finalized";
                        /** @description the winning side once the market is determined; null before */
                        result: "yes" | "no" | null;
                        /**
                         * Format: date-time
                         * @description when trading stops
                         */
                        closeTime: string;
                        /** @description the USDC mint: what buys pay and sells pay out */
                        settlementMint: string;
                        /** @description the YES outcome token's mint */
                        yesMint: string;
                        /** @description the NO outcome token's mint */
                        noMint: string;
                        /** @description the YES contract's fair price now, USDC per contract; its payout (1 or 0) once determined */
                        yesPrice: string;
                        /** @description 1 − yesPrice */
                        noPrice: string;
                        /** @description USDC per contract, decimal; what selling a YES contract gets now; null when nobody buys */
                        yesBid: string | null;
                        /** @description USDC per contract, decimal; what buying a YES contract costs now; null when nobody sells */
                        yesAsk: string | null;
                        /** @description USDC per contract, decimal; what selling a NO contract gets now; null when nobody buys */
                        noBid: string | null;
                        /** @description USDC per contract, decimal; what buying a NO contract costs now; null when nobody sells */
                        noAsk: string | null;
                        /** @description contracts traded in the market, decimal; null when the venue does not report it */
                        volume: string | null;
                    };
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description No market with this ticker (errorCode market_not_found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
        };
    };
    venueBQuote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the Kalshi-style market ticker */
                    marketTicker: string;
                    /** @description YES or NO, any case */
                    side: string;
                    /** @description BUY or SELL, any case */
                    action: string;
                    /** @description USDC to spend; required for BUY */
                    amount?: number | string;
                    /** @description outcome tokens to sell; required for SELL */
                    shares?: number | string;
                    /** @description the signing chain-B wallet; without it the quote is a preview with no transaction */
                    userPublicKey?: string;
                    /** @description receives what the trade pays out; the signing wallet by default */
                    destinationWallet?: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        marketTicker: string;
                        title: string;
                        /** @description active, closed, determined or finalized */
                        status: string;
                        side: string;
                        action: string;
                        yesPrice: string;
                        noPrice: string;
                        yesMint: string;
                        noMint: string;
                        inputMint: string;
                        outputMint: string;
                        /** @description atomic units (6 decimals) */
                        scaledAmount: string;
                        amount: string | null;
                        shares: string | null;
                        /** @constant */
                        venue: "venue_b";
                        marketId: string;
                        previewOnly: boolean;
                        kycRequired: boolean;
                        geoblocked: boolean;
                        /** @description pass to submit */
                        quoteId?: string;
                        /** @description base64 versioned transaction, signed by the market maker; sign it as is */
                        unsignedTransaction?: string;
                        /** @description epoch ms; submit before it */
                        expiresAt?: number;
                        /** @description atomic units (6 decimals) */
                        inAmount?: string;
                        /** @description atomic units (6 decimals) */
                        outAmount?: string;
                        /** @description the least the submit accepts when the price has moved (slippage protection) */
                        minOutAmount?: string;
                        quoteErrorCode?: string;
                        quoteErrorMessage?: string;
                    };
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description No such market ticker. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
        };
    };
    venueBSubmit: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a repeat with the same key and body gets the first answer and changes nothing. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    marketTicker: string;
                    /** @description YES or NO, any case */
                    side: string;
                    /** @description BUY or SELL, any case */
                    action: string;
                    /** @description USDC to spend; required for BUY */
                    amount?: number | string;
                    /** @description outcome tokens to sell; required for SELL */
                    shares?: number | string;
                    /** @description the wallet that signed */
                    userPublicKey: string;
                    /** @description base64 of the quoted transaction with your signature added */
                    signedTransaction: string;
                    quoteId: string;
                    /** @description as quoted */
                    destinationWallet?: string;
                    /** @description atomic units (6 decimals) */
                    inAmount?: string;
                    /** @description atomic units (6 decimals) */
                    outAmount?: string;
                    /** @description atomic units (6 decimals) */
                    minOutAmount?: string;
                    skillSlug?: string;
                    source?: string;
                    reasoning?: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        orderId: string;
                        venueOrderId: string;
                        /** @description the routing provider's status: pending until the tracking job settles it */
                        status: string;
                        filledSize: string;
                        avgPrice: string;
                        txHash: string;
                        syncedToMkOrder: boolean;
                        syncedToStrategyLog: boolean;
                        /** @constant */
                        venue: "venue_b";
                        aiAgentId: string;
                        userId: string;
                    };
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description Trading halted, or a risk limit (named in the message). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description No open quote with this quoteId for this agent. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description The very same signed transaction was already submitted under another quote (duplicate_transaction); it is never broadcast twice. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description The agent's mailbox is full; retry after Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
        };
    };
    venueBChargeFee: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a repeat with the same key and body gets the first answer and changes nothing. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the fee in USDC, decimal (recommended: 1% of the order amount) */
                    amount: string;
                    /** @description the user's chain-B wallet, which approved the platform delegate */
                    fromAddress: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description custody transaction id */
                        id: string;
                        /** @description BROADCASTED */
                        status: string;
                        txSignature: string;
                        fromAddress: string;
                        /** @description the platform fee wallet */
                        toAddress: string;
                        amount: string;
                    };
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description fromAddress is not one of this agent’s venue_b wallets. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description The custody provider call failed; nothing was charged. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
        };
    };
    venueBOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the orderId submit returned */
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the `{code, message, data}` envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        message: string;
                        data: {
                            orderId: string;
                            quoteId: string;
                            marketTicker: string;
                            side: string;
                            action: string;
                            userPublicKey: string;
                            destinationWallet: string;
                            inputMint: string;
                            outputMint: string;
                            /** @description atomic units (6 decimals) */
                            inAmount: string;
                            /** @description atomic units (6 decimals) */
                            outAmount: string;
                            /** @description atomic units (6 decimals) */
                            minOutAmount: string;
                            /** @description atomic units (6 decimals) */
                            filledInAmount: string;
                            /** @description atomic units (6 decimals) */
                            filledOutAmount: string;
                            avgPrice: string;
                            txHash: string;
                            /** @description pending, open, closed, failed or expired */
                            providerStatus: string;
                            /** @description 1 live, 2 matched, 3 canceled, 5 invalid */
                            orderStatus: number;
                            error: string | null;
                            /** @description epoch ms */
                            createdAt: string;
                            /** @description epoch ms */
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such order of this agent. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    venueBCancel: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a repeat with the same key and body gets the first answer and changes nothing. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description the orderId submit returned */
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the `{code, message, data}` envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        message: string;
                        data: {
                            orderId: string;
                            quoteId: string;
                            marketTicker: string;
                            side: string;
                            action: string;
                            userPublicKey: string;
                            destinationWallet: string;
                            inputMint: string;
                            outputMint: string;
                            /** @description atomic units (6 decimals) */
                            inAmount: string;
                            /** @description atomic units (6 decimals) */
                            outAmount: string;
                            /** @description atomic units (6 decimals) */
                            minOutAmount: string;
                            /** @description atomic units (6 decimals) */
                            filledInAmount: string;
                            /** @description atomic units (6 decimals) */
                            filledOutAmount: string;
                            avgPrice: string;
                            txHash: string;
                            /** @description pending, open, closed, failed or expired */
                            providerStatus: string;
                            /** @description 1 live, 2 matched, 3 canceled, 5 invalid */
                            orderStatus: number;
                            error: string | null;
                            /** @description epoch ms */
                            createdAt: string;
                            /** @description epoch ms */
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such order of this agent. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The order was already filled, failed or canceled. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The agent's mailbox is full; retry after Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    venueBPositions: {
        parameters: {
            query?: {
                /** @description only this wallet */
                walletAddress?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the `{code, message, data}` envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        message: string;
                        data: {
                            /** @description the market ticker */
                            marketId: string;
                            title: string;
                            /** @description YES or NO */
                            outcome: string;
                            walletAddress: string;
                            mint: string;
                            size: number;
                            avgPrice: number;
                            currentPrice: number;
                            unrealizedPnl: number;
                            realizedPnl: number;
                            /** @description what the wallet holds of the mint on chain now */
                            chainBalance: number;
                            /** @description true: a position the service recorded from its trades; false: outcome tokens the wallet holds on chain that were not bought through the service (valued at the current price, with no profit or loss, as their cost is unknown) */
                            recorded: boolean;
                        }[];
                    };
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    venueBFaucet: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a repeat with the same key and body gets the first answer and changes nothing. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the chain-B wallet to fund */
                    walletAddress: string;
                    /** @description USDC moved from the simulation balance onto the wallet */
                    amount: number | string;
                };
            };
        };
        responses: {
            /** @description Success, in the `{code, message, data}` envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        message: string;
                        data: {
                            walletAddress: string;
                            /** @description USDC moved */
                            funded: string;
                            /** @description the wallet’s USDC on chain after funding */
                            usdcBalance: string;
                            /** @description the wallet’s SOL on chain after funding */
                            solBalance: string;
                            /** @description what is left of the simulation balance */
                            simulationBalance: string;
                        };
                    };
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The venue is live (VENUE_B_MODE=live): this route exists only on the simulated venue. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    opsVenueBVerifyWallet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the wallet to mark KYC-verified */
                address: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the `{code, message, data}` envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        message: string;
                        data: {
                            address: string;
                            verified: boolean;
                        };
                    };
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An agent key was used: operator endpoints take only OPS_TOKEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The venue is live (VENUE_B_MODE=live): this route exists only on the simulated venue. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    opsListActors: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the `{code, message, data}` envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        message: string;
                        data: {
                            id: string;
                            mailboxDepth: number;
                            processed: number;
                            failed: number;
                            restarts: number;
                            inFlight: {
                                kind: string;
                                startedAt: number;
                            } | null;
                            lastActivityAt: number;
                            avgHandlingMs: number;
                            maxHandlingMs: number;
                            recent: {
                                kind: string;
                                at: number;
                                ms: number;
                                ok: boolean;
                                error?: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An agent key was used: operator endpoints take only OPS_TOKEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    opsActor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description a numeric id */
                agentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the `{code, message, data}` envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        message: string;
                        data: {
                            agentId: string;
                            halted: boolean;
                            actor: {
                                id: string;
                                mailboxDepth: number;
                                processed: number;
                                failed: number;
                                restarts: number;
                                inFlight: {
                                    kind: string;
                                    startedAt: number;
                                } | null;
                                lastActivityAt: number;
                                avgHandlingMs: number;
                                maxHandlingMs: number;
                                recent: {
                                    kind: string;
                                    at: number;
                                    ms: number;
                                    ok: boolean;
                                    error?: string;
                                }[];
                            } | null;
                            limits: {
                                tradeLimitEnabled: boolean;
                                /** @description USD with 8 fraction digits */
                                maxTradeAmount: string;
                                /** @description USD with 8 fraction digits */
                                dailyTradeAmountLimit: string;
                                /** @description USD with 8 fraction digits */
                                maxPositionValue: string;
                                maxTradesPerDay: number;
                                riskControlEnabled: boolean;
                                takeProfitPercent: number | null;
                                stopLossPercent: number | null;
                                /** @description epoch milliseconds as a decimal string */
                                updatedAt: string;
                            };
                            today: {
                                day: string;
                                trades: number;
                                amount: string;
                            };
                        };
                    };
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An agent key was used: operator endpoints take only OPS_TOKEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such agent. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    opsHalt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description a numeric id */
                agentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the `{code, message, data}` envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        message: string;
                        data: {
                            agentId: string;
                            halted: boolean;
                            actor: {
                                id: string;
                                mailboxDepth: number;
                                processed: number;
                                failed: number;
                                restarts: number;
                                inFlight: {
                                    kind: string;
                                    startedAt: number;
                                } | null;
                                lastActivityAt: number;
                                avgHandlingMs: number;
                                maxHandlingMs: number;
                                recent: {
                                    kind: string;
                                    at: number;
                                    ms: number;
                                    ok: boolean;
                                    error?: string;
                                }[];
                            } | null;
                            limits: {
                                tradeLimitEnabled: boolean;
                                /** @description USD with 8 fraction digits */
                                maxTradeAmount: string;
                                /** @description USD with 8 fraction digits */
                                dailyTradeAmountLimit: string;
                                /** @description USD with 8 fraction digits */
                                maxPositionValue: string;
                                maxTradesPerDay: number;
                                riskControlEnabled: boolean;
                                takeProfitPercent: number | null;
                                stopLossPercent: number | null;
                                /** @description epoch milliseconds as a decimal string */
                                updatedAt: string;
                            };
                            today: {
                                day: string;
                                trades: number;
                                amount: string;
                            };
                        };
                    };
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An agent key was used: operator endpoints take only OPS_TOKEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such agent. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    opsResume: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description a numeric id */
                agentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the `{code, message, data}` envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        message: string;
                        data: {
                            agentId: string;
                            halted: boolean;
                            actor: {
                                id: string;
                                mailboxDepth: number;
                                processed: number;
                                failed: number;
                                restarts: number;
                                inFlight: {
                                    kind: string;
                                    startedAt: number;
                                } | null;
                                lastActivityAt: number;
                                avgHandlingMs: number;
                                maxHandlingMs: number;
                                recent: {
                                    kind: string;
                                    at: number;
                                    ms: number;
                                    ok: boolean;
                                    error?: string;
                                }[];
                            } | null;
                            limits: {
                                tradeLimitEnabled: boolean;
                                /** @description USD with 8 fraction digits */
                                maxTradeAmount: string;
                                /** @description USD with 8 fraction digits */
                                dailyTradeAmountLimit: string;
                                /** @description USD with 8 fraction digits */
                                maxPositionValue: string;
                                maxTradesPerDay: number;
                                riskControlEnabled: boolean;
                                takeProfitPercent: number | null;
                                stopLossPercent: number | null;
                                /** @description epoch milliseconds as a decimal string */
                                updatedAt: string;
                            };
                            today: {
                                day: string;
                                trades: number;
                                amount: string;
                            };
                        };
                    };
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An agent key was used: operator endpoints take only OPS_TOKEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such agent. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listExitOrders: {
        parameters: {
            query?: {
                status?: ("armed" | "used" | "disarmed") | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the `{code, message, data}` envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        message: string;
                        data: {
                            /** @description the signed order hash */
                            orderId: string;
                            /** @description a 0x-prefixed address of 40 hex digits */
                            walletAddress: string;
                            tokenId: string;
                            marketConditionId: string;
                            /** @description which monitor may use it; any (default): either */
                            trigger: "any" | "stop_loss" | "take_profit";
                            /** @description how it trades when used; default FAK */
                            orderType: "FOK" | "FAK";
                            /** @description decimal */
                            price: string;
                            /** @description shares, decimal */
                            orderSize: string;
                            status: "armed" | "used" | "disarmed";
                            /** @description epoch milliseconds as a decimal string */
                            createdAt: string;
                            /** @description epoch milliseconds as a decimal string */
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    armExitOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a repeat with the same key and body gets the first answer and changes nothing. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description a market condition id (0x + 64 hex) */
                    marketConditionId: string;
                    /** @description shares, as signed */
                    orderSize: number | string;
                    /** @description per share, as signed */
                    price: number | string;
                    /** @description The venue's signed order (V2 or V3 EIP-712 struct). */
                    order: {
                        salt: number | string;
                        /** @description a 0x-prefixed address of 40 hex digits */
                        maker: string;
                        /** @description a 0x-prefixed address of 40 hex digits */
                        signer: string;
                        /** @description a 0x-prefixed address of 40 hex digits */
                        taker?: string;
                        /** @description the outcome token id, decimal */
                        tokenId: string;
                        /** @description atomic units (6 decimals) */
                        makerAmount: string;
                        /** @description atomic units (6 decimals) */
                        takerAmount: string;
                        /** @description needed by the signed struct (absent from the spec's field list) */
                        side: "BUY" | "SELL";
                        /** @description 0 EOA, 1 proxy, 2 Safe, 3 deposit wallet (EIP-1271) */
                        signatureType: number;
                        /** @description milliseconds; signed in V2/V3 */
                        timestamp?: string;
                        /** @description unix seconds, 0 for none; not signed in V2/V3 */
                        expiration?: string;
                        /** @description V1 only; ignored */
                        nonce?: string;
                        /** @description V1 only; ignored */
                        feeRateBps?: string;
                        /** @description 0x-prefixed 32 bytes */
                        metadata?: string;
                        /** @description 0x-prefixed 32 bytes */
                        builder?: string;
                        /** @description 0x-prefixed hex */
                        signature: string;
                    };
                    /** @description how it trades when used; default FAK */
                    orderType?: "FOK" | "FAK";
                    /** @description which monitor may use it; any (default): either */
                    trigger?: "any" | "stop_loss" | "take_profit";
                };
            };
        };
        responses: {
            /** @description Success, in the `{code, message, data}` envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        message: string;
                        data: {
                            /** @description the signed order hash */
                            orderId: string;
                            /** @description a 0x-prefixed address of 40 hex digits */
                            walletAddress: string;
                            tokenId: string;
                            marketConditionId: string;
                            /** @description which monitor may use it; any (default): either */
                            trigger: "any" | "stop_loss" | "take_profit";
                            /** @description how it trades when used; default FAK */
                            orderType: "FOK" | "FAK";
                            /** @description decimal */
                            price: string;
                            /** @description shares, decimal */
                            orderSize: string;
                            status: "armed" | "used" | "disarmed";
                            /** @description epoch milliseconds as a decimal string */
                            createdAt: string;
                            /** @description epoch milliseconds as a decimal string */
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The agent has no wallet. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Another agent armed this signed order. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    disarmExitOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a repeat with the same key and body gets the first answer and changes nothing. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description the order hash */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the `{code, message, data}` envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        message: string;
                        data: {
                            /** @description the signed order hash */
                            orderId: string;
                            /** @description a 0x-prefixed address of 40 hex digits */
                            walletAddress: string;
                            tokenId: string;
                            marketConditionId: string;
                            /** @description which monitor may use it; any (default): either */
                            trigger: "any" | "stop_loss" | "take_profit";
                            /** @description how it trades when used; default FAK */
                            orderType: "FOK" | "FAK";
                            /** @description decimal */
                            price: string;
                            /** @description shares, decimal */
                            orderSize: string;
                            status: "armed" | "used" | "disarmed";
                            /** @description epoch milliseconds as a decimal string */
                            createdAt: string;
                            /** @description epoch milliseconds as a decimal string */
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such exit order of this agent. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the `{code, message, data}` envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        message: string;
                        data: {
                            webhookId: string;
                            url: string;
                            events: ("order.filled" | "order.canceled" | "risk.stop_loss_executed" | "risk.take_profit_executed" | "risk.alert" | "limit.reached" | "skill.reviewed" | "market.resolved")[];
                            /** @description epoch milliseconds as a decimal string */
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description absolute http:// or https:// URL that receives the POSTs */
                    url: string;
                    /** @description event kinds to receive */
                    events: ("order.filled" | "order.canceled" | "risk.stop_loss_executed" | "risk.take_profit_executed" | "risk.alert" | "limit.reached" | "skill.reviewed" | "market.resolved")[];
                    /** @description HMAC secret, 16 to 256 visible ASCII characters; generated (64 hex digits) when omitted */
                    secret?: string;
                };
            };
        };
        responses: {
            /** @description Success, in the `{code, message, data}` envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        message: string;
                        data: {
                            webhookId: string;
                            url: string;
                            events: ("order.filled" | "order.canceled" | "risk.stop_loss_executed" | "risk.take_profit_executed" | "risk.alert" | "limit.reached" | "skill.reviewed" | "market.resolved")[];
                            /** @description epoch milliseconds as a decimal string */
                            createdAt: string;
                            /** @description shown only in this answer: store it to verify x-signature */
                            secret: string;
                        };
                    };
                };
            };
            /** @description Among the usual: the URL is or resolves to a loopback, private, link-local, unique-local, multicast or unspecified address. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The agent already has the most webhooks allowed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description a numeric id */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the `{code, message, data}` envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        message: string;
                        data: {
                            webhookId: string;
                            /** @constant */
                            deleted: true;
                        };
                    };
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The agent has no such webhook. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                status?: "pending" | "delivered" | "failed";
                limit?: number;
                offset?: number;
            };
            header?: never;
            path: {
                /** @description a numeric id */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the `{code, message, data}` envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        message: string;
                        data: {
                            list: {
                                deliveryId: string;
                                eventId: string;
                                kind: "order.filled" | "order.canceled" | "risk.stop_loss_executed" | "risk.take_profit_executed" | "risk.alert" | "limit.reached" | "skill.reviewed" | "market.resolved";
                                status: "pending" | "delivered" | "failed";
                                attemptCount: number;
                                /** @description epoch milliseconds as a decimal string */
                                nextAttemptAt: string | null;
                                /** @description epoch milliseconds as a decimal string */
                                createdAt: string;
                                /** @description epoch milliseconds as a decimal string */
                                updatedAt: string;
                                attempts: {
                                    attempt: number;
                                    statusCode: number | null;
                                    error: string | null;
                                    durationMs: number;
                                    /** @description epoch milliseconds as a decimal string */
                                    attemptedAt: string;
                                }[];
                            }[];
                            total: number;
                        };
                    };
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The agent has no such webhook. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    submitSkill: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a repeat with the same key and body gets the first answer and changes nothing. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description required, 1 to 100 characters */
                    skillName: string;
                    /** @description required, 1 to 1000 characters */
                    description: string;
                    /**
                     * @description at most 50 characters; default 1.0.0
                     * @default 1.0.0
                     */
                    version?: string;
                    /** @description at most 10000 characters */
                    howItWorks?: string;
                    /** @description at most 255 characters */
                    registryUrl?: string;
                    /** @description at most 255 characters */
                    repoUrl?: string;
                };
            };
        };
        responses: {
            /** @description Success, in the `{code, message, data}` envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        message: string;
                        data: {
                            /** @description a numeric id */
                            id: string;
                            /** Format: uuid */
                            skillCode: string;
                            skillName: string;
                            createSource: number;
                            reviewStatus: number;
                            /** @description epoch milliseconds as a decimal string */
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    mySkills: {
        parameters: {
            query?: {
                /** @description 1 Official, 2 Partner */
                category?: number;
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the `{code, message, data}` envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        message: string;
                        data: {
                            list: {
                                /** Format: uuid */
                                skillCode: string;
                                skillName: string;
                                description: string;
                                howItWorks: string;
                                author: string;
                                version: string;
                                registryUrl: string;
                                repoUrl: string;
                                uploadUserId: number;
                                /** @description 1 Official, 2 Partner */
                                category: number;
                                difficultyLevel: number;
                                installCount: number;
                                /** @description 1 submitted by an agent through the API */
                                createSource: number;
                                /** @description 1 pending, 2 approved, 3 rejected */
                                reviewStatus: number;
                                reviewRemark: string;
                                /** @description epoch milliseconds as a decimal string */
                                createdAt: string;
                                /** @description epoch milliseconds as a decimal string */
                                updatedAt: string;
                            }[];
                            total: number;
                        };
                    };
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    opsSkillQueue: {
        parameters: {
            query?: {
                /** @description 1 pending (default), 2 approved, 3 rejected */
                reviewStatus?: number;
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the `{code, message, data}` envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        message: string;
                        data: {
                            list: {
                                /** Format: uuid */
                                skillCode: string;
                                skillName: string;
                                description: string;
                                howItWorks: string;
                                author: string;
                                version: string;
                                registryUrl: string;
                                repoUrl: string;
                                uploadUserId: number;
                                /** @description 1 Official, 2 Partner */
                                category: number;
                                difficultyLevel: number;
                                installCount: number;
                                /** @description 1 submitted by an agent through the API */
                                createSource: number;
                                /** @description 1 pending, 2 approved, 3 rejected */
                                reviewStatus: number;
                                reviewRemark: string;
                                /** @description epoch milliseconds as a decimal string */
                                createdAt: string;
                                /** @description epoch milliseconds as a decimal string */
                                updatedAt: string;
                                /** @description a numeric id */
                                id: string;
                                /** @description a numeric id */
                                agentId: string;
                                /** @description false: hidden by an operator, never listed to agents */
                                visible: boolean;
                            }[];
                            total: number;
                        };
                    };
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An agent key was used: operator endpoints take only OPS_TOKEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    opsSkillApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the skill code (a UUID) */
                skillCode: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description note to the submitter, at most 500 characters */
                    reviewRemark?: string;
                };
            };
        };
        responses: {
            /** @description Success, in the `{code, message, data}` envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        message: string;
                        data: {
                            /** Format: uuid */
                            skillCode: string;
                            skillName: string;
                            description: string;
                            howItWorks: string;
                            author: string;
                            version: string;
                            registryUrl: string;
                            repoUrl: string;
                            uploadUserId: number;
                            /** @description 1 Official, 2 Partner */
                            category: number;
                            difficultyLevel: number;
                            installCount: number;
                            /** @description 1 submitted by an agent through the API */
                            createSource: number;
                            /** @description 1 pending, 2 approved, 3 rejected */
                            reviewStatus: number;
                            reviewRemark: string;
                            /** @description epoch milliseconds as a decimal string */
                            createdAt: string;
                            /** @description epoch milliseconds as a decimal string */
                            updatedAt: string;
                            /** @description a numeric id */
                            id: string;
                            /** @description a numeric id */
                            agentId: string;
                            /** @description false: hidden by an operator, never listed to agents */
                            visible: boolean;
                        };
                    };
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An agent key was used: operator endpoints take only OPS_TOKEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such skill. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The skill is already in the state the action asks for. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    opsSkillReject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the skill code (a UUID) */
                skillCode: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description why: shown to the submitter, 1 to 500 characters */
                    reviewRemark: string;
                };
            };
        };
        responses: {
            /** @description Success, in the `{code, message, data}` envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        message: string;
                        data: {
                            /** Format: uuid */
                            skillCode: string;
                            skillName: string;
                            description: string;
                            howItWorks: string;
                            author: string;
                            version: string;
                            registryUrl: string;
                            repoUrl: string;
                            uploadUserId: number;
                            /** @description 1 Official, 2 Partner */
                            category: number;
                            difficultyLevel: number;
                            installCount: number;
                            /** @description 1 submitted by an agent through the API */
                            createSource: number;
                            /** @description 1 pending, 2 approved, 3 rejected */
                            reviewStatus: number;
                            reviewRemark: string;
                            /** @description epoch milliseconds as a decimal string */
                            createdAt: string;
                            /** @description epoch milliseconds as a decimal string */
                            updatedAt: string;
                            /** @description a numeric id */
                            id: string;
                            /** @description a numeric id */
                            agentId: string;
                            /** @description false: hidden by an operator, never listed to agents */
                            visible: boolean;
                        };
                    };
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An agent key was used: operator endpoints take only OPS_TOKEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such skill. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The skill is already in the state the action asks for. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    opsSkillHide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the skill code (a UUID) */
                skillCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the `{code, message, data}` envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        message: string;
                        data: {
                            /** Format: uuid */
                            skillCode: string;
                            skillName: string;
                            description: string;
                            howItWorks: string;
                            author: string;
                            version: string;
                            registryUrl: string;
                            repoUrl: string;
                            uploadUserId: number;
                            /** @description 1 Official, 2 Partner */
                            category: number;
                            difficultyLevel: number;
                            installCount: number;
                            /** @description 1 submitted by an agent through the API */
                            createSource: number;
                            /** @description 1 pending, 2 approved, 3 rejected */
                            reviewStatus: number;
                            reviewRemark: string;
                            /** @description epoch milliseconds as a decimal string */
                            createdAt: string;
                            /** @description epoch milliseconds as a decimal string */
                            updatedAt: string;
                            /** @description a numeric id */
                            id: string;
                            /** @description a numeric id */
                            agentId: string;
                            /** @description false: hidden by an operator, never listed to agents */
                            visible: boolean;
                        };
                    };
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An agent key was used: operator endpoints take only OPS_TOKEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such skill. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The skill is already in the state the action asks for. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    opsSkillUnhide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the skill code (a UUID) */
                skillCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the `{code, message, data}` envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        message: string;
                        data: {
                            /** Format: uuid */
                            skillCode: string;
                            skillName: string;
                            description: string;
                            howItWorks: string;
                            author: string;
                            version: string;
                            registryUrl: string;
                            repoUrl: string;
                            uploadUserId: number;
                            /** @description 1 Official, 2 Partner */
                            category: number;
                            difficultyLevel: number;
                            installCount: number;
                            /** @description 1 submitted by an agent through the API */
                            createSource: number;
                            /** @description 1 pending, 2 approved, 3 rejected */
                            reviewStatus: number;
                            reviewRemark: string;
                            /** @description epoch milliseconds as a decimal string */
                            createdAt: string;
                            /** @description epoch milliseconds as a decimal string */
                            updatedAt: string;
                            /** @description a numeric id */
                            id: string;
                            /** @description a numeric id */
                            agentId: string;
                            /** @description false: hidden by an operator, never listed to agents */
                            visible: boolean;
                        };
                    };
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, invalid or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An agent key was used: operator endpoints take only OPS_TOKEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such skill. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The skill is already in the state the action asks for. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    openApi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description Server-side failure; the body carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
        };
    };
}
