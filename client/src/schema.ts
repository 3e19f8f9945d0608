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
         * @description Always 200 while the process serves: restarting it would not bring a store back. status is degraded when a store is down. Requests that arrive while a store's check is out share its next one, and each is answered within a second.
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
        /**
         * Register an agent: returns its API key (shown once), claim code and simulation balance
         * @description No authentication. Keep apiKeyCode: it is shown only in this answer and goes in `Authorization: Bearer <apiKeyCode>` on every other call. The owner claims the agent later with claimCode. Limited per client address (REGISTER_RATE_LIMIT a minute).
         */
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
        /**
         * The calling agent and key: the low-cost connection check
         * @description Answers the agent (id, name, claim state, wallet) and the key in use (masked); use it to check a key works. 401 for a missing, unknown or revoked key.
         */
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
        /**
         * Look an agent up by its claim code (no authentication; the key is masked)
         * @description For the owner's claim page: the agent's name and claim state, with its key masked. 404 for an unknown code.
         */
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
        /**
         * Create another API key for the calling agent (the key is shown only in this answer)
         * @description The new key works at once beside the others; store it, as it is never shown again (lists show it masked).
         */
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
        /**
         * The calling agent's keys, masked
         * @description Every key of the agent, masked, with its name, status (1 active, 2 revoked) and creation time.
         */
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
        /**
         * Revoke one of the calling agent's keys (status 2); it gets 401 from the next request on
         * @description Takes effect on the next request in the process that revoked it and within one second in every other, the key in use included. An agent keeps at least one active key (409 `last_active_key`); a key already revoked is answered as it is; 404 for a key of another agent.
         */
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
        /**
         * The agent's trading settings
         * @description The same settings as GET /markets/risk-settings, in the `{code, message, data}` envelope.
         */
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
        /**
         * The agent's risk settings (raw body); the defaults when nothing is saved
         * @description The limits every trade is checked against (per trade, per day, per market position, trades a day) and the stop-loss / take-profit settings; the defaults until the agent saves any.
         */
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
        /**
         * Whether this agent has credentials stored for a wallet (not revalidated with the venue)
         * @description Whether credentials are stored for the wallet under this agent; it does not call the venue.
         */
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
        /**
         * A single-use message to sign with the wallet; valid 5 minutes
         * @description Sign `message` with the wallet (EIP-191 personal_sign) and send it with the nonce to POST /wallet/link within 5 minutes; each challenge links once. Limited per API key.
         */
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
         * @description The same signed order submitted again returns the first answer and counts once. Verification failures are 400s naming the field and the fix; an order signed by a wallet that is not the agent's is a 403 (`wallet_not_registered`), and one over `maxTradeAmount`, or over `maxTradesPerDay` or `dailyTradeAmountLimit` by the day's counters, is refused (403) before its signature is checked, as is a buy over the simulated balance (400 `insufficient_balance`) or a sell over the free shares a sell of them was refused on (400 `insufficient_position`). Limits are checked and counted atomically with the order.
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
        /**
         * Place up to 20 orders in sequence, each with the single-trade logic and its own result
         * @description Each order is verified, limited and placed like POST /markets/trade, one after the other, and answered in the order sent; one order's refusal does not stop the others. Counts toward the limits like separate trades.
         */
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
        /**
         * Cancel one open order
         * @description Cancels a resting order at the venue; the cash or shares it held come back and its unfilled amount is given back to the day's limit. Answers `canceled` and `notCanceled` (with the reason, e.g. already canceled or matched). 404 for an order of another agent.
         */
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
        /**
         * The agent's open (LIVE) orders, newest first
         * @description Resting orders (status 1) on venue_a; `market` filters by condition id. Cancel one with POST /markets/orders/{id}/cancel.
         */
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
        /**
         * The agent's orders of any status, newest first
         * @description Every order, filled, resting, cancelled or refused by the venue, with its status code (1 LIVE, 2 MATCHED, 3 CANCELED, 4 MARKET_RESOLVED, 5 INVALID).
         */
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
        /**
         * One order of the agent, with its fills
         * @description The order by its id (the order hash on venue_a), with the fills booked to it. 404 for an order of another agent.
         */
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
        /**
         * The agent's trade log, newest first; `all` merges both venues
         * @description Rows of the trade log (one per placed order) with the reasoning and skill given at placement; venue filters; limit 1..200 with offset.
         */
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
        /**
         * The agent's positions of one wallet that were fully sold or redeemed
         * @description Positions of one wallet that are fully sold or redeemed, with their realized profit or loss; sorted by realized PnL by default.
         */
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
        /**
         * One market with prices, the agent's positions in it, its safeguards, related markets, slippage and warnings
         * @description Before trading a market: its prices, what the agent holds in it, its open orders there, the slippage a size would meet, and warnings about its limits.
         */
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
        /**
         * One heartbeat read: per venue balance, PnL, open orders, positions needing attention; risk alerts, limits used today, new markets
         * @description What an agent reads first in a session: since `since` (default 24 hours ago), what filled, what needs attention, risk alerts, how much of today's limits is used, and markets opened since.
         */
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
        /**
         * Find markets by text, category, tag and state, sorted by volume, end date or liquidity (venue_a, or venue=venue_b)
         * @description Paged with limit and offset. With venue=venue_b the answer holds venue_b markets (as GET /venue_b/markets); `venue` in the answer says which shape the markets have.
         */
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
        /**
         * One venue_a market (Gamma-shaped), with its book and prices now
         * @description Takes the Gamma id or the condition id. outcomes, outcomePrices and clobTokenIds are JSON-encoded strings, as Gamma answers them; includeTag=true fills tags. 404 for an unknown market.
         */
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
        /**
         * One venue_b market by ticker, with its mints and prices now
         * @description The ticker in any case. Prices are USDC per contract; a contract pays 1 USDC if its side wins. 404 `market_not_found` for an unknown ticker.
         */
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
        /**
         * One venue_b order: amounts, transaction, provider and order status
         * @description providerStatus is the venue's (pending, open, closed, failed, expired); orderStatus is the service's (1 live, 2 filled, 3 expired or canceled, 5 failed), with the amounts filled so far.
         */
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
        /**
         * Cancel a submitted venue_b order that the chain has not executed
         * @description Only an order whose transaction the chain has not executed can be canceled: its status is brought up to the venue's first, then it ends (3) and its amount goes back to the day's limit. One already filled, failed or canceled answers 409 `order_not_open`.
         */
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
        /**
         * The agent's open venue_b positions, valued, with each wallet's on-chain balance
         * @description Positions the service recorded from its trades, each with what the wallet holds on chain now, then any other outcome tokens of the venue's markets the agent's wallets hold on chain (recorded: false). walletAddress narrows to one wallet.
         */
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
        /**
         * Simulation only: move USDC from the simulation balance onto a chain-B wallet, with SOL for fees
         * @description Simulated venue only (404 live). Moves amount USDC from the agent's simulation balance to the wallet's USDC account on the simulated chain and sends SOL for network fees. Send an Idempotency-Key to retry safely.
         */
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
        /**
         * Mark a chain-B wallet KYC-verified (for VENUE_B_REQUIRE_KYC=true)
         * @description Operator token required; simulated venue only. With VENUE_B_REQUIRE_KYC=true buys need a verified wallet, as DFlow's Proof KYC asks on the live venue.
         */
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
        /**
         * Active agent actors: mailbox depth, processed and failed counts, last activity
         * @description Operator token required. The actors held in this process's memory now; an agent without one has none active.
         */
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
        /**
         * One agent's state: actor, limits, today's counters, kill switch
         * @description Operator token required. The agent's actor in this process (if active), its risk settings and what today's limits have counted, and whether trading is halted.
         */
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
        /**
         * Kill switch: refuse every trade of the agent until resumed
         * @description Operator token required. From now on every trade and submit of the agent is refused with 403 `agent_halted`, in every process. Answers the agent's state.
         */
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
        /**
         * Lift the kill switch
         * @description Operator token required. The agent trades again; answers its state.
         */
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
        /**
         * Disarm an exit order; a used or disarmed one is answered as it is
         * @description The armed order is no longer sent by a stop-loss or take-profit. Idempotent: an exit order already used or disarmed is answered unchanged.
         */
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
        /**
         * The agent's webhooks (without their secrets)
         * @description The agent's webhooks with their URL, subscribed events and status; secrets are never returned.
         */
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
        /**
         * Delete a webhook and its delivery history; queued deliveries are dropped
         * @description Stops deliveries at once and deletes the webhook with its delivery history. 404 for a webhook of another agent.
         */
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
        /**
         * A webhook's deliveries, newest first, with every attempt: status code, error, time, next retry
         * @description Delivery attempts of the webhook's events, newest first: each with the receiver's status code or the error, its time and, while retrying, the next attempt. Filter by status; limit and offset page.
         */
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
        /**
         * The owner's approved and visible skills, newest first
         * @description The skills of the agent's owner that an operator approved and that are not hidden.
         */
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
        /**
         * Skills by review status, oldest first: pending (1) unless reviewStatus says otherwise
         * @description Operator token required. Skills awaiting review by default; reviewStatus 2 lists approved ones and 3 rejected ones.
         */
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
                    /**
                     * @example {
                     *       "status": "ok",
                     *       "database": "ok",
                     *       "kv": "ok"
                     *     }
                     */
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
                    /**
                     * @example {
                     *       "status": "ready",
                     *       "database": "ok",
                     *       "kv": "ok",
                     *       "venues": {
                     *         "venue_a": {
                     *           "mode": "sim",
                     *           "upstreams": {}
                     *         },
                     *         "venue_b": {
                     *           "mode": "sim",
                     *           "upstreams": {}
                     *         }
                     *       }
                     *     }
                     */
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
            /** @description A store does not answer; the message and errors name it (database: PostgreSQL, kv: Redis). errorCode: `not_ready`. */
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
                /**
                 * @example {
                 *       "name": "alpha",
                 *       "description": "first bot"
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "agentId": "1",
                     *       "agentName": "alpha",
                     *       "apiKeyCode": "486946ddb87ce0e8190b0cb3a8a5938f198e75bbc08e3dea52a0ec683aac0428",
                     *       "claimCode": "tide-KY2MHHRE",
                     *       "claimUrl": "http://localhost:3000/agents/claim/tide-KY2MHHRE",
                     *       "simulationBalance": 10000
                     *     }
                     */
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
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. errorCode: `body_too_deep`, `invalid_body`, `invalid_json`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description The body is not sent as JSON (`Content-Type: application/json`). errorCode: `unsupported_media_type`. */
            415: {
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
                    /**
                     * @example {
                     *       "code": 200,
                     *       "message": "success",
                     *       "data": {
                     *         "agentId": "2",
                     *         "agentName": "agent-1",
                     *         "agentCode": "agt_misxfjtcbz37",
                     *         "agentDescription": "test agent agent-1",
                     *         "userId": "2",
                     *         "claimed": false,
                     *         "claimedAt": null,
                     *         "claimCode": "vale-AHPT4L5Y",
                     *         "claimUrl": "http://localhost:3000/agents/claim/vale-AHPT4L5Y",
                     *         "onlineStatus": 2,
                     *         "walletAddress": null,
                     *         "solAddress": null,
                     *         "simulationBalance": 1234.560001,
                     *         "createdAt": "1795481075267",
                     *         "apiKey": {
                     *           "id": "2",
                     *           "keyName": "default",
                     *           "createType": 2
                     *         }
                     *       }
                     *     }
                     */
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
            /** @description Refused. errorCode: `invalid_query`. */
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
            /** @description Refused. errorCode: `missing_claim_code`. */
            400: {
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
                    /**
                     * @example {
                     *       "id": "17",
                     *       "userId": "17",
                     *       "keyName": "default",
                     *       "apiKeyCode": "3362685c****************************************************3c3f",
                     *       "claimCode": "delta-CPTEB9M2",
                     *       "status": 1,
                     *       "createType": 2,
                     *       "createdAt": "1795481075411",
                     *       "lastCalledAt": "1795481075411",
                     *       "agentName": "claimable",
                     *       "agentCode": "agt_b7cq5bmtrhnv",
                     *       "agentDescription": "test agent claimable",
                     *       "onlineStatus": 2,
                     *       "walletAddress": null,
                     *       "solAddress": null,
                     *       "claimed": false
                     *     }
                     */
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
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. errorCode: `invalid_path`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description Unknown claim code. errorCode: `unknown_claim_code`. */
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
                /**
                 * @example {
                 *       "address": "0xfFB234a0A53bC3B4e0DE449Acb8a87435A38639d",
                 *       "signature": "0x6b047e2cf0ce51fbce41217e32860d30d1a662201d54ed5394bf5644d44085a101cee38f1102aeea33e010af9d91b4904af070c5b32d18f8980f4762718b5a1e1b"
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "code": 200,
                     *       "message": "success",
                     *       "data": {
                     *         "agentId": "18",
                     *         "agentCode": "agt_7y4bhv8vkzqv",
                     *         "userId": "18",
                     *         "ownerAddress": "0xfFB234a0A53bC3B4e0DE449Acb8a87435A38639d",
                     *         "claimedAt": "1795481075447"
                     *       }
                     *     }
                     */
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
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. errorCode: `body_too_deep`, `invalid_body`, `invalid_claim_signature`, `invalid_json`, `invalid_path`. */
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
            /** @description The claim code is not this agent's. errorCode: `unknown_claim_code`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The agent is already claimed. errorCode: `already_claimed`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not sent as JSON (`Content-Type: application/json`). errorCode: `unsupported_media_type`. */
            415: {
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
                /**
                 * @example {
                 *       "keyName": "worker"
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "id": "26",
                     *       "keyName": "worker",
                     *       "apiKeyCode": "06f9827c4d4f3832ba83775448cefb2b12d185bc7433dab4f5fee70eb95f5bbd",
                     *       "status": 1,
                     *       "createType": 1,
                     *       "createdAt": "1795481075768",
                     *       "lastCalledAt": "1795481075768",
                     *       "revokedAt": null
                     *     }
                     */
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
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. errorCode: `body_too_deep`, `invalid_body`, `invalid_json`. */
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
            /** @description The agent already holds the maximum number of active keys. errorCode: `too_many_api_keys`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description The body is not sent as JSON (`Content-Type: application/json`). errorCode: `unsupported_media_type`. */
            415: {
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
                    /**
                     * @example {
                     *       "code": 200,
                     *       "message": "success",
                     *       "data": [
                     *         {
                     *           "id": "25",
                     *           "keyName": "default",
                     *           "apiKeyCode": "e631a349****************************************************1767",
                     *           "status": 1,
                     *           "createType": 2,
                     *           "createdAt": "1795481075760",
                     *           "lastCalledAt": "1795481075760",
                     *           "revokedAt": null
                     *         },
                     *         {
                     *           "id": "26",
                     *           "keyName": "worker",
                     *           "apiKeyCode": "06f9827c****************************************************5bbd",
                     *           "status": 1,
                     *           "createType": 1,
                     *           "createdAt": "1795481075768",
                     *           "lastCalledAt": "1795481075768",
                     *           "revokedAt": null
                     *         }
                     *       ]
                     *     }
                     */
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
                    /**
                     * @example {
                     *       "code": 200,
                     *       "message": "success",
                     *       "data": {
                     *         "id": "40",
                     *         "keyName": "second",
                     *         "apiKeyCode": "34348fd1****************************************************c5fc",
                     *         "status": 2,
                     *         "createType": 1,
                     *         "createdAt": "1795481075885",
                     *         "lastCalledAt": "1795481075885",
                     *         "revokedAt": "1795481075893"
                     *       }
                     *     }
                     */
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
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. errorCode: `invalid_path`. */
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
            /** @description No such key for this agent. errorCode: `api_key_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The key is the agent's last active key. errorCode: `last_active_key`. */
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
                    /**
                     * @example {
                     *       "code": 200,
                     *       "message": "success",
                     *       "data": {
                     *         "tradeLimitEnabled": true,
                     *         "maxTradeAmount": "5.00000000",
                     *         "dailyTradeAmountLimit": "500.00000000",
                     *         "maxPositionValue": "100.00000000",
                     *         "maxTradesPerDay": 500,
                     *         "riskControlEnabled": false,
                     *         "takeProfitPercent": null,
                     *         "stopLossPercent": 50,
                     *         "updatedAt": "1795481103706"
                     *       }
                     *     }
                     */
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
                /**
                 * @example {
                 *       "riskControlEnabled": true
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "code": 200,
                     *       "message": "success",
                     *       "data": {
                     *         "tradeLimitEnabled": true,
                     *         "maxTradeAmount": "5.00000000",
                     *         "dailyTradeAmountLimit": "500.00000000",
                     *         "maxPositionValue": "100.00000000",
                     *         "maxTradesPerDay": 500,
                     *         "riskControlEnabled": true,
                     *         "takeProfitPercent": null,
                     *         "stopLossPercent": 50,
                     *         "updatedAt": "1795481103729"
                     *       }
                     *     }
                     */
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
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. errorCode: `body_too_deep`, `invalid_body`, `invalid_json`. */
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
            /** @description The body is not sent as JSON (`Content-Type: application/json`). errorCode: `unsupported_media_type`. */
            415: {
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
                    /**
                     * @example {
                     *       "tradeLimitEnabled": true,
                     *       "maxTradeAmount": "100.00000000",
                     *       "dailyTradeAmountLimit": "500.00000000",
                     *       "maxPositionValue": "100.00000000",
                     *       "maxTradesPerDay": 500,
                     *       "riskControlEnabled": true,
                     *       "takeProfitPercent": null,
                     *       "stopLossPercent": 25,
                     *       "updatedAt": "1795481091154"
                     *     }
                     */
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
                /**
                 * @example {
                 *       "maxTradeAmount": 25
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "tradeLimitEnabled": true,
                     *       "maxTradeAmount": "25.00000000",
                     *       "dailyTradeAmountLimit": "500.00000000",
                     *       "maxPositionValue": "100.00000000",
                     *       "maxTradesPerDay": 500,
                     *       "riskControlEnabled": false,
                     *       "takeProfitPercent": null,
                     *       "stopLossPercent": 50,
                     *       "updatedAt": "1795481080754"
                     *     }
                     */
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
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. errorCode: `body_too_deep`, `invalid_body`, `invalid_json`. */
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
            /** @description The body is not sent as JSON (`Content-Type: application/json`). errorCode: `unsupported_media_type`. */
            415: {
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
                /**
                 * @example {
                 *       "walletAddress": "0x1E59684227d621E469692100F2853FBD96F6d7Cb",
                 *       "apiKey": "2e5f49dc-84c7-44aa-8f91-ec355d4b004b",
                 *       "apiSecret": "TETz9ki9ea4kI8EOzgtRsn8Hotcfhl6GkGsKi-8bFu8",
                 *       "apiPassphrase": "369f747aeec0a94c2182f0848f9442dc2c181885bd7f197b594b24c12067e0f7"
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "success": true,
                     *       "walletAddress": "0x1E59684227d621E469692100F2853FBD96F6d7Cb",
                     *       "signatureType": 0,
                     *       "encryptedCredentials": true,
                     *       "registeredAt": "2026-11-24T00:44:40.726Z"
                     *     }
                     */
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
            /** @description Invalid body, credentials invalid (`invalid_credentials`: the venue refused them on an authenticated read), or wallet address does not match the credential owner (`{detail}` for the last two). errorCode: `body_too_deep`, `invalid_body`, `invalid_credentials`, `invalid_json`, `wallet_mismatch`. */
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
            /** @description Credentials already exist for this wallet under another agent (`{detail}`). errorCode: `credentials_exist`. */
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
            /** @description The body is not sent as JSON (`Content-Type: application/json`). errorCode: `unsupported_media_type`. */
            415: {
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
                    /**
                     * @example {
                     *       "code": 200,
                     *       "message": "success",
                     *       "data": {
                     *         "hasCredentials": true,
                     *         "walletAddress": "0x1eD21F48FbE7Aede72fEE7B1b861B00e56f6D3Ac",
                     *         "signatureType": 0
                     *       }
                     *     }
                     */
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
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. errorCode: `invalid_query`. */
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
                    /**
                     * @example {
                     *       "nonce": "9acaa737c52781f04ca3bd2c303ae676",
                     *       "message": "Sign this message to link this wallet to your trading agent. Signing costs nothing and authorises no transaction.\nWallet: 0x1E59684227d621E469692100F2853FBD96F6d7Cb\nNonce: 9acaa737c52781f04ca3bd2c303ae676\nTimestamp: 2026-11-24T00:44:40.676Z",
                     *       "expires_at": "2026-11-24T00:49:40.676Z",
                     *       "address": "0x1E59684227d621E469692100F2853FBD96F6d7Cb"
                     *     }
                     */
                    "application/json": {
                        nonce: string;
                        message: string;
                        /** Format: date-time */
                        expires_at: string;
                        address: string;
                    };
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. errorCode: `invalid_query`. */
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
                /**
                 * @example {
                 *       "address": "0x1E59684227d621E469692100F2853FBD96F6d7Cb",
                 *       "signature": "0x8e8b4a4227160a2da36fddff067d8bbdb398c96a2d8bdb83ef08709104be0d4445e584d6af298818a4858d95184e6aea88dd7072f8ec314cb7f3a9ee148b7d381c",
                 *       "nonce": "9acaa737c52781f04ca3bd2c303ae676",
                 *       "signature_type": 0
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "success": true,
                     *       "wallet_address": "0x1E59684227d621E469692100F2853FBD96F6d7Cb",
                     *       "wallet_ownership": "verified",
                     *       "message": "Wallet 0x1E59684227d621E469692100F2853FBD96F6d7Cb is linked to this agent.",
                     *       "error": ""
                     *     }
                     */
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
            /** @description Invalid body, or the link failed: `success` false and `error` says why. errorCode: `body_too_deep`, `challenge_mismatch`, `invalid_body`, `invalid_json`, `invalid_signature`, `no_evm`, `unknown_nonce`. */
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
            /** @description The wallet is linked to another agent (`success` false). errorCode: `wallet_taken`. */
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
            /** @description The body is not sent as JSON (`Content-Type: application/json`). errorCode: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description More than 3 link attempts today (UTC); Retry-After runs to midnight UTC. errorCode: `rate_limited`. */
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
                /**
                 * @example {
                 *       "address": "0x1E59684227d621E469692100F2853FBD96F6d7Cb",
                 *       "timestamp": "1795481080",
                 *       "signature": "0x56560537f5b73dc824da826c9af346c5c46e6bd19e5e7cd9412b19e7230fc61a2b8afebce724aaf695921ab22eff0ca8980a33616af00bbb72f78c718c589df51b",
                 *       "nonce": "0"
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "code": 200,
                     *       "message": "success",
                     *       "data": {
                     *         "apiKey": "2e5f49dc-84c7-44aa-8f91-ec355d4b004b",
                     *         "apiSecret": "TETz9ki9ea4kI8EOzgtRsn8Hotcfhl6GkGsKi-8bFu8",
                     *         "apiPassphrase": "369f747aeec0a94c2182f0848f9442dc2c181885bd7f197b594b24c12067e0f7"
                     *       }
                     *     }
                     */
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
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. errorCode: `body_too_deep`, `invalid_body`, `invalid_json`, `invalid_signature`, `stale_timestamp`. */
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
            /** @description venue_a is live (VENUE_A_MODE=live): create API credentials with the venue itself. errorCode: `not_simulated`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not sent as JSON (`Content-Type: application/json`). errorCode: `unsupported_media_type`. */
            415: {
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
                /**
                 * @example {
                 *       "marketConditionId": "0xf632c1eeed893c69ef28873c72ce2fe2e3df820e287afce44e45d5910bbcbc6f",
                 *       "orderSize": 10,
                 *       "price": 0.61,
                 *       "order": {
                 *         "salt": 361969396819,
                 *         "maker": "0x1E59684227d621E469692100F2853FBD96F6d7Cb",
                 *         "signer": "0x1E59684227d621E469692100F2853FBD96F6d7Cb",
                 *         "tokenId": "51528311924970305956584249134838715481835551315787685310707750484510609466526",
                 *         "makerAmount": "6100000",
                 *         "takerAmount": "10000000",
                 *         "side": "BUY",
                 *         "signatureType": 0,
                 *         "timestamp": "1795481080759",
                 *         "expiration": "0",
                 *         "metadata": "0x0000000000000000000000000000000000000000000000000000000000000000",
                 *         "builder": "0x0000000000000000000000000000000000000000000000000000000000000000",
                 *         "signature": "0x4dd48f45fc7f4eddb2898da6a83e7ec6afcde21c65ad619baa217fa7b1aed1a8497c5a849d7c23b12a959dd2b9973858f56098fdfd1f85725afd23b4b59928e31b"
                 *       },
                 *       "reasoning": "example: buy the favourite"
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "orderId": "0xc017afde0c2a7cfffd8f67c17127e1744803c4207a3b60a95bbc9579726e191b",
                     *       "status": "matched",
                     *       "submittedAt": "2026-11-24T00:44:40.766Z"
                     *     }
                     */
                    "application/json": {
                        orderId: string;
                        /** @description The venue's answer: matched (filled at placement, as far as a FOK/FAK goes), live (resting), delayed (queued by the venue's matching delay), or pending (the venue did not answer and did not say it took the order yet: the order sync settles it). */
                        status: string;
                        /** Format: date-time */
                        submittedAt: string;
                    };
                };
            };
            /** @description Verification failed (the field and the fix are named), or the venue refused the order: `errorCode` says why and `venueError` holds the venue's words. errorCode: `amount_mismatch`, `body_too_deep`, `deposit_wallet_unsupported`, `expiration_mismatch`, `expiration_not_allowed`, `expiration_required`, `expiration_too_soon`, `fok_not_filled`, `insufficient_position`, `invalid_amount`, `invalid_body`, `invalid_expiration`, `invalid_idempotency_key`, `invalid_json`, `invalid_order_field`, `invalid_order_size`, `invalid_price`, `invalid_side`, `invalid_signature`, `invalid_signature_format`, `invalid_signature_type`, `legacy_order_version`, `maker_signer_mismatch`, `market_closed`, `market_inactive`, `market_mismatch`, `market_not_accepting_orders`, `missing_side`, `missing_signature_type`, `neg_risk_mismatch`, `order_expired`, `owner_mismatch`, `post_only_crosses`, `post_only_not_allowed`, `price_mismatch`, `price_off_tick`, `price_out_of_range`, `size_below_minimum`, `size_mismatch`, `token_not_in_market`, `unknown_market`, `wrong_exchange`. */
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
            /** @description Trading halted for this agent, no wallet, an order signed by a wallet that is not the agent's, no venue credentials (live venue), or a risk limit (the message names the limit, its value and what is left). errorCode: `agent_halted`, `limit_exceeded`, `no_credentials`, `no_wallet`, `wallet_not_registered`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description The body is not sent as JSON (`Content-Type: application/json`). errorCode: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description The agent's mailbox is full, or the venue is rate limiting (`venue_rate_limited`); retry after Retry-After. errorCode: `venue_rate_limited`. */
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
            /** @description The venue answered with a failure of its own (`venue_unavailable`); nothing was counted. errorCode: `venue_unavailable`. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description The venue did not answer in time or its circuit is open (`venue_unavailable`, with Retry-After); nothing was counted, and the same signed order is safe to send again. errorCode: `venue_unavailable`. */
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
                /**
                 * @example {
                 *       "orders": [
                 *         {
                 *           "marketConditionId": "0xea85316111cbdaf12a22f81fe3324de53d37f19126b4bf44b4fb2a503cf10904",
                 *           "orderSize": 10,
                 *           "price": 0.32,
                 *           "order": {
                 *             "salt": 487513095539,
                 *             "maker": "0x2A26E278885283D26718FC9AC96E746aB4B781a7",
                 *             "signer": "0x2A26E278885283D26718FC9AC96E746aB4B781a7",
                 *             "tokenId": "15832489834572521277495548835135125760373202369847438566756108729379059938336",
                 *             "makerAmount": "3200000",
                 *             "takerAmount": "10000000",
                 *             "side": "BUY",
                 *             "signatureType": 0,
                 *             "timestamp": "1795481084736",
                 *             "expiration": "0",
                 *             "metadata": "0x0000000000000000000000000000000000000000000000000000000000000000",
                 *             "builder": "0x0000000000000000000000000000000000000000000000000000000000000000",
                 *             "signature": "0x65b9de0f34ca145aa4957932978341a4565535277fe352ba90855d3bb9b0e2d55482bec855da06ec19c75ad946f5b45afb9b3ab519c45dc9c1ebb1ed8e51345a1c"
                 *           }
                 *         },
                 *         {
                 *           "marketConditionId": "0xea85316111cbdaf12a22f81fe3324de53d37f19126b4bf44b4fb2a503cf10904",
                 *           "orderSize": 10,
                 *           "price": 0.33,
                 *           "order": {
                 *             "salt": 1717631408281,
                 *             "maker": "0x2A26E278885283D26718FC9AC96E746aB4B781a7",
                 *             "signer": "0x2A26E278885283D26718FC9AC96E746aB4B781a7",
                 *             "tokenId": "15832489834572521277495548835135125760373202369847438566756108729379059938336",
                 *             "makerAmount": "3300000",
                 *             "takerAmount": "10000000",
                 *             "side": "BUY",
                 *             "signatureType": 0,
                 *             "timestamp": "1795481084737",
                 *             "expiration": "0",
                 *             "metadata": "0x0000000000000000000000000000000000000000000000000000000000000000",
                 *             "builder": "0x0000000000000000000000000000000000000000000000000000000000000000",
                 *             "signature": "0xc2d475ff3b45d3ba2c2e8b0bee2ddacaab502a362e04cc35e21a8142d04131cf4c19e366cc9155e765936ff600a679f2e39a81396ae2eb042a0c18e68bae9c6f1c"
                 *           }
                 *         }
                 *       ]
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "total": 3,
                     *       "succeeded": 3,
                     *       "failed": 0,
                     *       "results": [
                     *         {
                     *           "orderId": "0x0eedc437bc979e6358be81a6089a018c69081e1a61edd47e10bfe4ccda73705f",
                     *           "status": "live",
                     *           "submittedAt": "2026-12-01T12:00:02.200Z"
                     *         },
                     *         {
                     *           "orderId": "0xeb9b24593fb4ac0de65fecf38e7c5d09d1c47c35987ed574212aea1215fb4b2d",
                     *           "status": "live",
                     *           "submittedAt": "2026-12-01T12:00:02.200Z"
                     *         }
                     *       ]
                     *     }
                     */
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
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. errorCode: `body_too_deep`, `invalid_body`, `invalid_idempotency_key`, `invalid_json`. */
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
            /** @description The body is not sent as JSON (`Content-Type: application/json`). errorCode: `unsupported_media_type`. */
            415: {
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
                /**
                 * @example {
                 *       "venue": "venue_a"
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "code": 200,
                     *       "message": "success",
                     *       "data": {
                     *         "canceled": [
                     *           "0x46eef96b75b552806676352d0d15288ce3736ef335b3c908b3a91b2e4e9576bf",
                     *           "0x404675c3f2bf97b79161364be0f11e46e80256f6e9aae7bb87cf2577907c9996"
                     *         ],
                     *         "notCanceled": {},
                     *         "syncedCount": 3
                     *       }
                     *     }
                     */
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
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. errorCode: `body_too_deep`, `invalid_body`, `invalid_idempotency_key`, `invalid_json`, `wallet_required`. */
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
            /** @description The body is not sent as JSON (`Content-Type: application/json`). errorCode: `unsupported_media_type`. */
            415: {
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
                /**
                 * @example {
                 *       "orderIds": [
                 *         "0x932c1d2900882db0bd07bc4abf02247c7dc8aa527f6cfc0fc9d777806097d862",
                 *         "0x9631dcc0bf8a29bf45fae0ed7a8317c0491295c10c0abee3796d405490255db2"
                 *       ],
                 *       "venue": "venue_a"
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "code": 200,
                     *       "message": "success",
                     *       "data": {
                     *         "canceled": [
                     *           "0x932c1d2900882db0bd07bc4abf02247c7dc8aa527f6cfc0fc9d777806097d862",
                     *           "0x9631dcc0bf8a29bf45fae0ed7a8317c0491295c10c0abee3796d405490255db2"
                     *         ],
                     *         "notCanceled": {
                     *           "0xabababababababababababababababababababababababababababababababab": "order not found"
                     *         },
                     *         "syncedCount": 2
                     *       }
                     *     }
                     */
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
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. errorCode: `body_too_deep`, `invalid_body`, `invalid_idempotency_key`, `invalid_json`. */
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
            /** @description The body is not sent as JSON (`Content-Type: application/json`). errorCode: `unsupported_media_type`. */
            415: {
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
                    /**
                     * @example {
                     *       "code": 200,
                     *       "message": "success",
                     *       "data": {
                     *         "canceled": [
                     *           "0x46dc55daef3d44ebfdbe1832bf4dddd34fce95e8041250d3240e63dadad996a0"
                     *         ],
                     *         "notCanceled": {},
                     *         "syncedCount": 1
                     *       }
                     *     }
                     */
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
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. errorCode: `invalid_idempotency_key`, `invalid_path`, `invalid_query`. */
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
            /** @description No such order of this agent. errorCode: `order_not_found`. */
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
                    /**
                     * @example {
                     *       "code": 200,
                     *       "message": "success",
                     *       "data": [
                     *         {
                     *           "orderId": "0x46dc55daef3d44ebfdbe1832bf4dddd34fce95e8041250d3240e63dadad996a0",
                     *           "aiAgentId": "46",
                     *           "userId": "46",
                     *           "marketConditionId": "0xf632c1eeed893c69ef28873c72ce2fe2e3df820e287afce44e45d5910bbcbc6f",
                     *           "marketQuestion": "No change in Fed interest rates after December 2026 meeting?",
                     *           "orderStatus": 1,
                     *           "side": "BUY",
                     *           "outcome": "YES",
                     *           "orderSize": "10",
                     *           "matchedSize": "0",
                     *           "feeAmount": "0",
                     *           "price": "0.01",
                     *           "orderType": "GTC",
                     *           "expirationTime": "0",
                     *           "createdAt": "1795481091202"
                     *         }
                     *       ]
                     *     }
                     */
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
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. errorCode: `invalid_query`. */
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
                    /**
                     * @example {
                     *       "code": 200,
                     *       "message": "success",
                     *       "data": {
                     *         "total": 0,
                     *         "limit": 20,
                     *         "offset": 0,
                     *         "orders": []
                     *       }
                     *     }
                     */
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
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. errorCode: `invalid_query`. */
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
                    /**
                     * @example {
                     *       "code": 200,
                     *       "message": "success",
                     *       "data": {
                     *         "orderId": "0x86f585c29e5c8fb4d509a834d3c8001d287c77e4451dc5820297cfc8d9f16620",
                     *         "status": "MARKET_RESOLVED",
                     *         "owner": "",
                     *         "makerAddress": "0x13D312F209c5a8e58A487f7C9B759bA70ab8F5cd",
                     *         "market": "0xa03a6ae8b9724dbf979f4d8f5907a95462b8ce6d69c1848a01e99afe52a103c3",
                     *         "assetId": "109718117468640059849102449676367156121602470893423064799362269473730182742692",
                     *         "side": "BUY",
                     *         "originalSize": "10",
                     *         "sizeMatched": "0",
                     *         "price": "0.3",
                     *         "outcome": "YES",
                     *         "expiration": "0",
                     *         "orderType": "GTC",
                     *         "associateTrades": [],
                     *         "orderVersion": 2,
                     *         "createdAt": 1795262400000,
                     *         "localOrderStatus": 4,
                     *         "marketQuestion": "Will there be a U.S. federal government shutdown before February 1, 2027?",
                     *         "aiAgentId": "42"
                     *       }
                     *     }
                     */
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
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. errorCode: `invalid_path`, `invalid_query`. */
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
            /** @description No such order of this agent. errorCode: `order_not_found`. */
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
                    /**
                     * @example {
                     *       "code": 200,
                     *       "message": "success",
                     *       "data": {
                     *         "total": 5,
                     *         "limit": 50,
                     *         "offset": 0,
                     *         "venue": "all",
                     *         "trades": [
                     *           {
                     *             "createdAt": "1795262400000",
                     *             "marketConditionId": "0xa03a6ae8b9724dbf979f4d8f5907a95462b8ce6d69c1848a01e99afe52a103c3",
                     *             "marketConditionName": "Will there be a U.S. federal government shutdown before February 1, 2027?",
                     *             "skillCode": null,
                     *             "skillSlug": null,
                     *             "sourceTag": "redeem",
                     *             "reasoning": null,
                     *             "platform": "venue_a",
                     *             "actionType": "REDEEM",
                     *             "direction": "YES",
                     *             "orderSize": "20",
                     *             "amount": "10",
                     *             "walletAddress": "0x13D312F209c5a8e58A487f7C9B759bA70ab8F5cd",
                     *             "orderId": null
                     *           },
                     *           {
                     *             "createdAt": "1795262400000",
                     *             "marketConditionId": "0xa03a6ae8b9724dbf979f4d8f5907a95462b8ce6d69c1848a01e99afe52a103c3",
                     *             "marketConditionName": "Will there be a U.S. federal government shutdown before February 1, 2027?",
                     *             "skillCode": null,
                     *             "skillSlug": null,
                     *             "sourceTag": null,
                     *             "reasoning": null,
                     *             "platform": "venue_a",
                     *             "actionType": "SELL",
                     *             "direction": "YES",
                     *             "orderSize": "6",
                     *             "amount": "5.4",
                     *             "walletAddress": "0x13D312F209c5a8e58A487f7C9B759bA70ab8F5cd",
                     *             "orderId": "0x654475b41fc4434c2ba491e43ab82bac7fb353cfb057440feccaed84b513f224"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
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
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. errorCode: `invalid_query`. */
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
                    /**
                     * @example [
                     *       {
                     *         "marketId": "604862",
                     *         "title": "No change in Fed interest rates after December 2026 meeting?",
                     *         "outcome": "Yes",
                     *         "size": 10,
                     *         "avgPrice": 0.61,
                     *         "currentPrice": 0.61,
                     *         "unrealizedPnl": 0,
                     *         "venue": "venue_a",
                     *         "proxyWallet": "0x775ec0f8C602B6813faFe2D6531E7C9442C4a824",
                     *         "asset": "51528311924970305956584249134838715481835551315787685310707750484510609466526",
                     *         "conditionId": "0xf632c1eeed893c69ef28873c72ce2fe2e3df820e287afce44e45d5910bbcbc6f",
                     *         "initialValue": 6.1,
                     *         "currentValue": 6.1,
                     *         "cashPnl": 0,
                     *         "percentPnl": 0,
                     *         "realizedPnl": 0,
                     *         "curPrice": 0.61,
                     *         "redeemable": false,
                     *         "mergeable": false,
                     *         "slug": "no-change-in-fed-interest-rates-after-december-2026-meeting",
                     *         "eventId": "51318",
                     *         "eventSlug": "fed-decision-in-december-2026",
                     *         "outcomeIndex": 0,
                     *         "oppositeOutcome": "No",
                     *         "oppositeAsset": "19027569659611021745007463627984134667876240608384599697124724847625775914749",
                     *         "endDate": "2026-12-09T19:00:00.000Z",
                     *         "negativeRisk": true
                     *       }
                     *     ]
                     */
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
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. errorCode: `conflicting_filters`, `invalid_query`, `invalid_wallet_address`. */
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
                    /**
                     * @example {
                     *       "code": 200,
                     *       "message": "success",
                     *       "data": [
                     *         {
                     *           "marketId": "604571",
                     *           "title": "Will U.S. CPI inflation for November 2026 be above 3.0% year over year?",
                     *           "conditionId": "0x82293ef76392a9ebba854ba65e0bdf5ccf2fbbefc10fc5daf62be6f834a2fd07",
                     *           "tokenId": "59126685211651259348880772020468708125681255262026553257837564138341611510190",
                     *           "asset": "59126685211651259348880772020468708125681255262026553257837564138341611510190",
                     *           "proxyWallet": "0xaF4f33319e00831656C2312661A82211CC2c364B",
                     *           "outcome": "Yes",
                     *           "outcomeIndex": 0,
                     *           "oppositeOutcome": "No",
                     *           "oppositeAsset": "71469333338186342419264910197504897328428262773578792905346754212696472679868",
                     *           "slug": "will-us-cpi-inflation-for-november-2026-be-above-30-year-over-year",
                     *           "eventSlug": "will-us-cpi-inflation-for-november-2026-be-above-30-year-over-year",
                     *           "endDate": "2026-12-10T13:30:00.000Z",
                     *           "size": 0,
                     *           "avgPrice": 0.51,
                     *           "totalBought": 10,
                     *           "settlementPrice": 1,
                     *           "curPrice": 1,
                     *           "currentPrice": 1,
                     *           "realizedPnl": 2.85,
                     *           "unrealizedPnl": 0,
                     *           "timestamp": 1795525200
                     *         }
                     *       ]
                     *     }
                     */
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
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. errorCode: `conflicting_filters`, `invalid_query`. */
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
                    /**
                     * @example {
                     *       "wallet_address": "0xE9f4E95A40D992E1E530614A66158f98d9fD46a5",
                     *       "position_count": 6,
                     *       "total_value": 115.605,
                     *       "positions": [
                     *         {
                     *           "market_title": "Will Ethereum reach $5,000 by December 31, 2026?",
                     *           "condition_id": "0xaf06a59556fa8d9d6a310c9776c294802ddaedc852be22064f0822ee95aaa650",
                     *           "token_id": "87075245548072333670490201898512850986902887927679868176481242555139580319548",
                     *           "side": "Yes",
                     *           "shares": 150,
                     *           "market_slug": "will-ethereum-reach-5000-by-december-31-2026",
                     *           "current_price": 0.58,
                     *           "current_value": 87
                     *         },
                     *         {
                     *           "market_title": "Will Solana be above $200 on December 31, 2026?",
                     *           "condition_id": "0x673127432d7839a7613869ebf7048df3262617a9354eb9261aea1ac5ef0fc09e",
                     *           "token_id": "65167673366935196233424967259703572031101707930383288720797890103169330125138",
                     *           "side": "No",
                     *           "shares": 20,
                     *           "market_slug": "will-solana-be-above-200-on-december-31-2026",
                     *           "current_price": 0.67,
                     *           "current_value": 13.4
                     *         }
                     *       ]
                     *     }
                     */
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
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. errorCode: `invalid_path`. */
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
                    /**
                     * @example {
                     *       "code": 200,
                     *       "message": "success",
                     *       "data": {
                     *         "balance_usdc": 9993.9,
                     *         "total_exposure": 6.1,
                     *         "positions_count": 1,
                     *         "redeemable_count": 0,
                     *         "pnl_24h": 0,
                     *         "pnl_total": 0,
                     *         "concentration": {
                     *           "top_market_pct": 100,
                     *           "top_3_markets_pct": 100
                     *         },
                     *         "warnings": [
                     *           "100% of your exposure is in one market (\"No change in Fed interest rates after December 2026 meeting?\"); a single outcome there moves most of your portfolio."
                     *         ],
                     *         "venue_a": {
                     *           "balance": 9993.9,
                     *           "pnl": 0,
                     *           "positions_count": 1,
                     *           "total_exposure": 6.1
                     *         },
                     *         "venue_b": null,
                     *         "total": {
                     *           "positions_count": 1,
                     *           "total_exposure": 6.1
                     *         }
                     *       }
                     *     }
                     */
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
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. errorCode: `invalid_query`. */
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
                    /**
                     * @example {
                     *       "code": 200,
                     *       "message": "success",
                     *       "data": {
                     *         "market": {
                     *           "id": "604626",
                     *           "conditionId": "0xaa79785becb13b21e311af5238aa162f0ab1862805cea770a5d79a120ace1ee9",
                     *           "question": "Will the S&P 500 close 2026 above 7,000?",
                     *           "slug": "will-the-sp-500-close-2026-above-7000",
                     *           "description": "This market will resolve to \"Yes\" if the official closing value of the S&P 500 index on the last trading day of 2026 (December 31, 2026) is above 7,000.00, as published by S&P Dow Jones Indices. Otherwise, this market will resolve to \"No\".",
                     *           "category": "Economics",
                     *           "status": "active",
                     *           "outcomes": [
                     *             "Yes",
                     *             "No"
                     *           ],
                     *           "clobTokenIds": [
                     *             "42309653972669197304248827374323968067174218164711271118650077243769866207619",
                     *             "67134633836054583483609438873776841781801964014441091530342052708825314900177"
                     *           ],
                     *           "outcomePrices": "[\"0.5\",\"0.5\"]",
                     *           "yesPrice": 0.5,
                     *           "noPrice": 0.5,
                     *           "bestBid": 0.5,
                     *           "bestAsk": 0.51,
                     *           "spread": 0.01,
                     *           "liquidity": 60100,
                     *           "volume": 1320078,
                     *           "tickSize": "0.01",
                     *           "minOrderSize": "5",
                     *           "negRisk": false,
                     *           "startDate": "2026-07-01T00:00:00.000Z",
                     *           "endDate": "2026-12-31T21:00:00.000Z",
                     *           "winningOutcome": null
                     *         },
                     *         "positions": [
                     *           {
                     *             "marketId": "604626",
                     *             "title": "Will the S&P 500 close 2026 above 7,000?",
                     *             "outcome": "Yes",
                     *             "size": 10,
                     *             "avgPrice": 0.51,
                     *             "currentPrice": 0.5,
                     *             "unrealizedPnl": -0.1,
                     *             "venue": "venue_a",
                     *             "proxyWallet": "0x6788144813622732c1F0792305fbD4bF42D62283",
                     *             "asset": "42309653972669197304248827374323968067174218164711271118650077243769866207619",
                     *             "conditionId": "0xaa79785becb13b21e311af5238aa162f0ab1862805cea770a5d79a120ace1ee9",
                     *             "initialValue": 5.1,
                     *             "currentValue": 5,
                     *             "cashPnl": -0.1,
                     *             "percentPnl": -1.96,
                     *             "realizedPnl": 0,
                     *             "curPrice": 0.5,
                     *             "redeemable": false,
                     *             "mergeable": true,
                     *             "slug": "will-the-sp-500-close-2026-above-7000",
                     *             "eventId": "51279",
                     *             "eventSlug": "will-the-sp-500-close-2026-above-7000",
                     *             "outcomeIndex": 0,
                     *             "oppositeOutcome": "No",
                     *             "oppositeAsset": "67134633836054583483609438873776841781801964014441091530342052708825314900177",
                     *             "endDate": "2026-12-31T21:00:00.000Z",
                     *             "negativeRisk": false
                     *           },
                     *           {
                     *             "marketId": "604626",
                     *             "title": "Will the S&P 500 close 2026 above 7,000?",
                     *             "outcome": "No",
                     *             "size": 10,
                     *             "avgPrice": 0.5,
                     *             "currentPrice": 0.5,
                     *             "unrealizedPnl": 0,
                     *             "venue": "venue_a",
                     *             "proxyWallet": "0x6788144813622732c1F0792305fbD4bF42D62283",
                     *             "asset": "67134633836054583483609438873776841781801964014441091530342052708825314900177",
                     *             "conditionId": "0xaa79785becb13b21e311af5238aa162f0ab1862805cea770a5d79a120ace1ee9",
                     *             "initialValue": 5,
                     *             "currentValue": 5,
                     *             "cashPnl": 0,
                     *             "percentPnl": 0,
                     *             "realizedPnl": 0,
                     *             "curPrice": 0.5,
                     *             "redeemable": false,
                     *             "mergeable": true,
                     *             "slug": "will-the-sp-500-close-2026-above-7000",
                     *             "eventId": "51279",
                     *             "eventSlug": "will-the-sp-500-close-2026-above-7000",
                     *             "outcomeIndex": 1,
                     *             "oppositeOutcome": "Yes",
                     *             "oppositeAsset": "42309653972669197304248827374323968067174218164711271118650077243769866207619",
                     *             "endDate": "2026-12-31T21:00:00.000Z",
                     *             "negativeRisk": false
                     *           }
                     *         ],
                     *         "walletAddress": "0x6788144813622732c1F0792305fbD4bF42D62283",
                     *         "probability": 0.62,
                     *         "safeguards": {
                     *           "tradeLimitEnabled": true,
                     *           "maxTradeAmount": 100,
                     *           "maxPositionValue": 12,
                     *           "maxTradesPerDay": 500,
                     *           "tradesToday": 4,
                     *           "tradesLeft": 496,
                     *           "dailyTradeAmountLimit": 500,
                     *           "amountToday": 10.1,
                     *           "amountLeft": 489.9,
                     *           "riskControlEnabled": false,
                     *           "stopLossPercent": 50,
                     *           "takeProfitPercent": null,
                     *           "marketExposure": 10.1
                     *         },
                     *         "relatedMarkets": [
                     *           {
                     *             "id": "604862",
                     *             "title": "No change in Fed interest rates after December 2026 meeting?",
                     *             "slug": "no-change-in-fed-interest-rates-after-december-2026-meeting",
                     *             "status": "active",
                     *             "yesPrice": 0.61,
                     *             "noPrice": 0.39,
                     *             "volume": 8201123,
                     *             "endDate": "2026-12-09T19:00:00.000Z"
                     *           },
                     *           {
                     *             "id": "604871",
                     *             "title": "Fed decreases interest rates by 25 bps after December 2026 meeting?",
                     *             "slug": "fed-decreases-interest-rates-by-25-bps-after-december-2026-meeting",
                     *             "status": "active",
                     *             "yesPrice": 0.33,
                     *             "noPrice": 0.67,
                     *             "volume": 6120004,
                     *             "endDate": "2026-12-09T19:00:00.000Z"
                     *           }
                     *         ],
                     *         "slippage": [
                     *           {
                     *             "outcome": "Yes",
                     *             "amount": 10,
                     *             "bestAsk": 0.51,
                     *             "shares": 19.607843,
                     *             "filled": 19.607843,
                     *             "cost": 10,
                     *             "avgPrice": 0.51,
                     *             "slippagePct": 0
                     *           },
                     *           {
                     *             "outcome": "Yes",
                     *             "amount": 100,
                     *             "bestAsk": 0.51,
                     *             "shares": 196.078431,
                     *             "filled": 196.078431,
                     *             "cost": 100,
                     *             "avgPrice": 0.51,
                     *             "slippagePct": 0
                     *           }
                     *         ],
                     *         "warnings": [
                     *           "You hold 10.1 USDC here, 84.17% of your maxPositionValue of 12 USDC per market.",
                     *           "Flip-flopping: your buys on this market switched between Yes and No 3 times; check that new information, not noise, drives the changes."
                     *         ]
                     *       }
                     *     }
                     */
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
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. errorCode: `invalid_path`, `invalid_query`, `invalid_wallet_address`. */
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
            /** @description No venue_a market has this condition id. errorCode: `market_not_found`. */
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
                    /**
                     * @example {
                     *       "code": 200,
                     *       "message": "success",
                     *       "data": {
                     *         "since": "2026-11-23T00:44:51.241Z",
                     *         "generatedAt": "2026-11-24T00:44:51.241Z",
                     *         "venue_a": {
                     *           "balance": 9943.9,
                     *           "pnl": 0,
                     *           "positions_count": 1,
                     *           "total_exposure": 6.1,
                     *           "open_orders": {
                     *             "count": 0,
                     *             "newest": []
                     *           },
                     *           "positions_needing_attention": []
                     *         },
                     *         "venue_b": {
                     *           "balance": 0,
                     *           "pnl": 0,
                     *           "positions_count": 0,
                     *           "total_exposure": 0,
                     *           "open_orders": {
                     *             "count": 0,
                     *             "newest": []
                     *           },
                     *           "positions_needing_attention": []
                     *         },
                     *         "risk_alerts": [
                     *           "100% of your exposure is in one market (\"No change in Fed interest rates after December 2026 meeting?\"); a single outcome there moves most of your portfolio."
                     *         ],
                     *         "limits_today": {
                     *           "tradeLimitEnabled": true,
                     *           "maxTradeAmount": 100,
                     *           "maxPositionValue": 100,
                     *           "maxTradesPerDay": 500,
                     *           "tradesToday": 2,
                     *           "tradesLeft": 498,
                     *           "dailyTradeAmountLimit": 500,
                     *           "amountToday": 6.1,
                     *           "amountLeft": 493.9
                     *         },
                     *         "new_markets": [
                     *           {
                     *             "id": "604348",
                     *             "conditionId": "0xca5caf500317bbdb17e65d91d0a64d96589199e8d949f31133811b377896a88a",
                     *             "title": "Will Strategy announce a Bitcoin purchase between December 1 and December 7, 2026?",
                     *             "slug": "will-strategy-announce-a-bitcoin-purchase-between-december-1-and-december-7-2026",
                     *             "category": "Crypto",
                     *             "startDate": "2026-11-24T00:00:00.000Z",
                     *             "endDate": "2026-12-08T04:59:00.000Z",
                     *             "yesPrice": 0.9
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
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
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. errorCode: `invalid_query`, `invalid_since`. */
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
                    /**
                     * @example {
                     *       "code": 200,
                     *       "message": "success",
                     *       "data": {
                     *         "venue": "venue_a",
                     *         "total": 50,
                     *         "limit": 50,
                     *         "offset": 0,
                     *         "markets": [
                     *           {
                     *             "id": "604238",
                     *             "question": "Russia x Ukraine ceasefire in 2026?",
                     *             "slug": "russia-x-ukraine-ceasefire-in-2026",
                     *             "description": "This market will resolve to \"Yes\" if Russia and Ukraine both publicly agree to a general ceasefire covering all front lines between market creation and December 31, 2026, 11:59 PM ET. A limited or local truce (for example covering only energy infrastructure or a humanitarian corridor) will not count.",
                     *             "category": "World",
                     *             "image": null,
                     *             "conditionId": "0x6f93e6e4bad075481921282fad95e45b8b9c42c4ba0c335ac2f3486d872d26d1",
                     *             "outcomes": "[\"Yes\", \"No\"]",
                     *             "outcomePrices": "[\"0.04\", \"0.96\"]",
                     *             "clobTokenIds": "[\"84767612326049348249135461776376216546200131133909825071379766054134014578287\", \"17631054064114256608683940582826406221468667041125636336749263520270710067820\"]",
                     *             "volume": "18412093.3",
                     *             "liquidity": "402115.7",
                     *             "active": true,
                     *             "closed": false,
                     *             "enableOrderBook": true,
                     *             "acceptingOrders": true,
                     *             "endDate": "2027-01-01T04:59:00.000Z",
                     *             "startDate": "2026-01-05T00:00:00.000Z",
                     *             "volumeNum": 18412093.3,
                     *             "liquidityNum": 402115.7,
                     *             "bestBid": 0.04,
                     *             "bestAsk": 0.05,
                     *             "lastTradePrice": 0.04,
                     *             "spread": 0.01,
                     *             "oneDayPriceChange": -0.02,
                     *             "oneWeekPriceChange": 0,
                     *             "events": [
                     *               {
                     *                 "id": "51222",
                     *                 "slug": "russia-x-ukraine-ceasefire-in-2026",
                     *                 "title": "Russia x Ukraine ceasefire in 2026?"
                     *               }
                     *             ],
                     *             "tags": [],
                     *             "orderPriceMinTickSize": 0.01,
                     *             "orderMinSize": 5,
                     *             "negRisk": false,
                     *             "negRiskMarketID": null,
                     *             "version": "v1",
                     *             "closedTime": null
                     *           },
                     *           {
                     *             "id": "604862",
                     *             "question": "No change in Fed interest rates after December 2026 meeting?",
                     *             "slug": "no-change-in-fed-interest-rates-after-december-2026-meeting",
                     *             "description": "The FOMC of the Federal Reserve is scheduled to meet on December 8-9, 2026. This market will resolve to \"Yes\" if the upper bound of the target federal funds range is changed by the stated amount (no change) at that meeting, compared to the level prior to it. Otherwise, this market will resolve to \"No\". The resolution source is the FOMC statement.",
                     *             "category": "Economics",
                     *             "image": null,
                     *             "conditionId": "0xf632c1eeed893c69ef28873c72ce2fe2e3df820e287afce44e45d5910bbcbc6f",
                     *             "outcomes": "[\"Yes\", \"No\"]",
                     *             "outcomePrices": "[\"0.61\", \"0.39\"]",
                     *             "clobTokenIds": "[\"51528311924970305956584249134838715481835551315787685310707750484510609466526\", \"19027569659611021745007463627984134667876240608384599697124724847625775914749\"]",
                     *             "volume": "8201123",
                     *             "liquidity": "210440",
                     *             "active": true,
                     *             "closed": false,
                     *             "enableOrderBook": true,
                     *             "acceptingOrders": true,
                     *             "endDate": "2026-12-09T19:00:00.000Z",
                     *             "startDate": "2026-10-29T00:00:00.000Z",
                     *             "volumeNum": 8201123,
                     *             "liquidityNum": 210440,
                     *             "bestBid": 0.6,
                     *             "bestAsk": 0.61,
                     *             "lastTradePrice": 0.61,
                     *             "spread": 0.01,
                     *             "oneDayPriceChange": 0.01,
                     *             "oneWeekPriceChange": -0.03,
                     *             "events": [
                     *               {
                     *                 "id": "51318",
                     *                 "slug": "fed-decision-in-december-2026",
                     *                 "title": "Fed decision in December 2026?"
                     *               }
                     *             ],
                     *             "tags": [],
                     *             "orderPriceMinTickSize": 0.01,
                     *             "orderMinSize": 5,
                     *             "negRisk": true,
                     *             "negRiskMarketID": "0xaedcb44aea53b81a87dbe3e63cd066203d5148b52cf0d4c8ded220c66174f800",
                     *             "version": "v1",
                     *             "closedTime": null
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
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
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. errorCode: `invalid_query`, `unsupported_filter`. */
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
                    /**
                     * @example {
                     *       "history": [
                     *         {
                     *           "t": 1795179600,
                     *           "p": 0.4
                     *         },
                     *         {
                     *           "t": 1795179660,
                     *           "p": 0.41
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        history: {
                            /** @description unix seconds */
                            t: number;
                            p: number;
                        }[];
                    };
                };
            };
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. errorCode: `interval_with_range`, `invalid_query`, `market_required`, `range_incomplete`, `range_reversed`. */
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
            /** @description market not found errorCode: `market_not_found`. */
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
                    /**
                     * @example {
                     *       "id": "604238",
                     *       "question": "Russia x Ukraine ceasefire in 2026?",
                     *       "slug": "russia-x-ukraine-ceasefire-in-2026",
                     *       "description": "This market will resolve to \"Yes\" if Russia and Ukraine both publicly agree to a general ceasefire covering all front lines between market creation and December 31, 2026, 11:59 PM ET. A limited or local truce (for example covering only energy infrastructure or a humanitarian corridor) will not count.",
                     *       "category": "World",
                     *       "image": null,
                     *       "conditionId": "0x6f93e6e4bad075481921282fad95e45b8b9c42c4ba0c335ac2f3486d872d26d1",
                     *       "outcomes": "[\"Yes\", \"No\"]",
                     *       "outcomePrices": "[\"0.42\", \"0.58\"]",
                     *       "clobTokenIds": "[\"84767612326049348249135461776376216546200131133909825071379766054134014578287\", \"17631054064114256608683940582826406221468667041125636336749263520270710067820\"]",
                     *       "volume": "18412093.3",
                     *       "liquidity": "402115.7",
                     *       "active": true,
                     *       "closed": false,
                     *       "enableOrderBook": true,
                     *       "acceptingOrders": true,
                     *       "endDate": "2027-01-01T04:59:00.000Z",
                     *       "startDate": "2026-01-05T00:00:00.000Z",
                     *       "volumeNum": 18412093.3,
                     *       "liquidityNum": 402115.7,
                     *       "bestBid": 0.42,
                     *       "bestAsk": 0.43,
                     *       "lastTradePrice": 0.42,
                     *       "spread": 0.01,
                     *       "oneDayPriceChange": 0.02,
                     *       "oneWeekPriceChange": 0.38,
                     *       "events": [
                     *         {
                     *           "id": "51222",
                     *           "slug": "russia-x-ukraine-ceasefire-in-2026",
                     *           "title": "Russia x Ukraine ceasefire in 2026?"
                     *         }
                     *       ],
                     *       "tags": [],
                     *       "orderPriceMinTickSize": 0.01,
                     *       "orderMinSize": 5,
                     *       "negRisk": false,
                     *       "negRiskMarketID": null,
                     *       "version": "v1",
                     *       "closedTime": null
                     *     }
                     */
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
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. errorCode: `invalid_path`, `invalid_query`. */
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
            /** @description market not found errorCode: `market_not_found`. */
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
                /**
                 * @example {
                 *       "marketConditionId": "0xa03a6ae8b9724dbf979f4d8f5907a95462b8ce6d69c1848a01e99afe52a103c3"
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "code": 200,
                     *       "message": "success",
                     *       "data": {
                     *         "marketConditionId": "0xa03a6ae8b9724dbf979f4d8f5907a95462b8ce6d69c1848a01e99afe52a103c3",
                     *         "winningOutcome": "YES",
                     *         "redeemedShares": "20",
                     *         "payout": "10",
                     *         "realizedPnl": "-0.1"
                     *       }
                     *     }
                     */
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
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. errorCode: `body_too_deep`, `invalid_body`, `invalid_idempotency_key`, `invalid_json`, `market_not_resolved`. */
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
            /** @description market not found errorCode: `market_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not sent as JSON (`Content-Type: application/json`). errorCode: `unsupported_media_type`. */
            415: {
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
                /**
                 * @example {
                 *       "winningOutcome": "YES"
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "code": 200,
                     *       "message": "success",
                     *       "data": {
                     *         "conditionId": "0xa03a6ae8b9724dbf979f4d8f5907a95462b8ce6d69c1848a01e99afe52a103c3",
                     *         "winningOutcome": "YES",
                     *         "source": "ops",
                     *         "resolvedAt": "2026-11-21T12:00:00.000Z",
                     *         "alreadyResolved": false,
                     *         "ordersClosed": 2
                     *       }
                     *     }
                     */
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
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. errorCode: `body_too_deep`, `invalid_body`, `invalid_json`, `invalid_path`. */
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
            /** @description market not found errorCode: `market_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Already resolved to the other outcome. errorCode: `already_resolved`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not sent as JSON (`Content-Type: application/json`). errorCode: `unsupported_media_type`. */
            415: {
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
                    /**
                     * @example {
                     *       "code": 200,
                     *       "message": "success",
                     *       "data": {
                     *         "total": 1,
                     *         "limit": 50,
                     *         "offset": 0,
                     *         "markets": [
                     *           {
                     *             "ticker": "KXFEDDECISION-27MAR-H0",
                     *             "title": "Fed holds rates in March 2027?",
                     *             "eventTicker": "KXFEDDECISION-27MAR",
                     *             "category": "",
                     *             "status": "active",
                     *             "result": null,
                     *             "closeTime": "2027-03-24T15:00:00.000Z",
                     *             "settlementMint": "Er89to6kyqiHoeDMQABYj4muTAwA1RS6BUtXpLxoE91V",
                     *             "yesMint": "5ABGsfst82f4sevYGGCd7XGz2DhPmriSDy2FbtFM8342",
                     *             "noMint": "8mcmbWXsKkXgjic6qCmnQVX6YMbHnbH9XVxNmm19wHYu",
                     *             "yesPrice": "0.62",
                     *             "noPrice": "0.38",
                     *             "yesBid": "0.61",
                     *             "yesAsk": "0.63",
                     *             "noBid": "0.37",
                     *             "noAsk": "0.39",
                     *             "volume": "0"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
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
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. errorCode: `invalid_query`. */
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
                    /**
                     * @example {
                     *       "ticker": "KXSB-27-KC",
                     *       "title": "Will the Kansas City Chiefs win Super Bowl LXI?",
                     *       "eventTicker": "KXSB-27",
                     *       "category": "Sports",
                     *       "status": "active",
                     *       "result": null,
                     *       "closeTime": "2027-02-14T23:30:00Z",
                     *       "settlementMint": "3pm9GnhqNePsk669nkTbtzoDPEmmSqXPk5uT8Jxbjt7C",
                     *       "yesMint": "8JWFZFs1ou4gcKRqeEKHJf7hBuzyGtqeu5fbvheWLw2",
                     *       "noMint": "6uHV21vVSLXwbb5KenbrK2mB4qNLAJHDgtdru9jJ2488",
                     *       "yesPrice": "0.15",
                     *       "noPrice": "0.85",
                     *       "yesBid": "0.14",
                     *       "yesAsk": "0.16",
                     *       "noBid": "0.84",
                     *       "noAsk": "0.86",
                     *       "volume": "93"
                     *     }
                     */
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
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. errorCode: `invalid_path`. */
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
            /** @description No market with this ticker (errorCode market_not_found). errorCode: `market_not_found`. */
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
                /**
                 * @example {
                 *       "marketTicker": "KXSB-27-KC",
                 *       "side": "YES",
                 *       "action": "BUY",
                 *       "amount": 10,
                 *       "userPublicKey": "8rscR3CFij1JVJ3L1t8zTJULXjVXcHct4pLpqpW1ZPYK"
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "marketTicker": "KXSB-27-KC",
                     *       "title": "Will the Kansas City Chiefs win Super Bowl LXI?",
                     *       "status": "active",
                     *       "side": "YES",
                     *       "action": "BUY",
                     *       "yesPrice": "0.18",
                     *       "noPrice": "0.82",
                     *       "yesMint": "8JWFZFs1ou4gcKRqeEKHJf7hBuzyGtqeu5fbvheWLw2",
                     *       "noMint": "6uHV21vVSLXwbb5KenbrK2mB4qNLAJHDgtdru9jJ2488",
                     *       "inputMint": "3pm9GnhqNePsk669nkTbtzoDPEmmSqXPk5uT8Jxbjt7C",
                     *       "outputMint": "8JWFZFs1ou4gcKRqeEKHJf7hBuzyGtqeu5fbvheWLw2",
                     *       "scaledAmount": "10000000",
                     *       "amount": "10",
                     *       "shares": null,
                     *       "venue": "venue_b",
                     *       "marketId": "KXSB-27-KC",
                     *       "previewOnly": false,
                     *       "kycRequired": false,
                     *       "geoblocked": false,
                     *       "inAmount": "9880000",
                     *       "outAmount": "52000000",
                     *       "minOutAmount": "52000000",
                     *       "quoteId": "ad84a52f-d90c-47f0-922d-214e3182f345",
                     *       "unsignedTransaction": "AgAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAChB/bHM4iHAAryc6SjlVXyf9/so6L/JSu9ptB0wClm6Jj50be0AXoNfhqGBK7mUCbfStKnZb8hr/5kQhqud0oPgAIBBQt0yH5jyMY8y84J/i/qKIvFU/5B+0tq7Yi2EoN4yQ4/EKeKH9hFEWbLYGTQdiANCnM5CgG2NZYqga1VY3H9BRWG88N5TprLnudsNEDMTCrdYmR4VogNIKKvI+lZr/6BcCMB3tudUOMv+46lgQZta/CcttaUKe3h8ryAzDHyR9XXAVaud1oA7IZBj5bsxGMxQ4as9FsayDF/hwniDu3u+AmkslLK1nX3JnLw+UuGONH0os0h08qIKJHkYRkpiSDbAyKMlyWPTiSJ8bs9ECkUjg2DC1oTmdr/EIQEjnvY2+n4WQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABt324ddloZPZy+FGzut5rBy0he1fWzeROoz1hX7/AKkp85WH0Et3JKwyE6JWUxGUH1N6Z8U/0ioFvsFdOFJpYwrSJwpg/pAnGI1nGk9hBuFgAxkhM7K+w5ncWRh3c7/MLueqJjDKM5DGFJPl9dDBX1xs17Xy3xFJKi3lehnVe8gEBgYAAgADBwgBAQgEBAkFAAoMwMGWAAAAAAAGCAMDAgEKDgB1GQMAAAAABggEBAkKAAoN8IEBAAAAAAAGAA==",
                     *       "expiresAt": 1796126522200
                     *     }
                     */
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
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. errorCode: `body_too_deep`, `invalid_body`, `invalid_json`, `missing_field`. */
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
            /** @description No such market ticker. errorCode: `market_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description The body is not sent as JSON (`Content-Type: application/json`). errorCode: `unsupported_media_type`. */
            415: {
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
            /** @description Refused. errorCode: `venue_unavailable`. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description Refused. errorCode: `dependency_unavailable`, `venue_unavailable`. */
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
                /**
                 * @example {
                 *       "marketTicker": "KXSB-27-KC",
                 *       "side": "YES",
                 *       "action": "BUY",
                 *       "amount": 10,
                 *       "userPublicKey": "8rscR3CFij1JVJ3L1t8zTJULXjVXcHct4pLpqpW1ZPYK",
                 *       "quoteId": "ad84a52f-d90c-47f0-922d-214e3182f345",
                 *       "signedTransaction": "Amsibk+lvZ97lk7b6POp90NjddQkffjHWWumbqjiJ3U4LIJkSsoj2I1dS+UUoBWpmwxwSUtGqtb+ve9feobVEQShB/bHM4iHAAryc6SjlVXyf9/so6L/JSu9ptB0wClm6Jj50be0AXoNfhqGBK7mUCbfStKnZb8hr/5kQhqud0oPgAIBBQt0yH5jyMY8y84J/i/qKIvFU/5B+0tq7Yi2EoN4yQ4/EKeKH9hFEWbLYGTQdiANCnM5CgG2NZYqga1VY3H9BRWG88N5TprLnudsNEDMTCrdYmR4VogNIKKvI+lZr/6BcCMB3tudUOMv+46lgQZta/CcttaUKe3h8ryAzDHyR9XXAVaud1oA7IZBj5bsxGMxQ4as9FsayDF/hwniDu3u+AmkslLK1nX3JnLw+UuGONH0os0h08qIKJHkYRkpiSDbAyKMlyWPTiSJ8bs9ECkUjg2DC1oTmdr/EIQEjnvY2+n4WQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABt324ddloZPZy+FGzut5rBy0he1fWzeROoz1hX7/AKkp85WH0Et3JKwyE6JWUxGUH1N6Z8U/0ioFvsFdOFJpYwrSJwpg/pAnGI1nGk9hBuFgAxkhM7K+w5ncWRh3c7/MLueqJjDKM5DGFJPl9dDBX1xs17Xy3xFJKi3lehnVe8gEBgYAAgADBwgBAQgEBAkFAAoMwMGWAAAAAAAGCAMDAgEKDgB1GQMAAAAABggEBAkKAAoN8IEBAAAAAAAGAA=="
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "orderId": "6ff2cbc6-4ff4-421a-a128-a4703bd5e6a7",
                     *       "venueOrderId": "39EZSCT1o5bfvkV81DsNPQr6udv1rBfjan2WtpHPw2HBLDSUQf8vFwgSRBGxogGxdxqJToQMvyE5oHVxwhN5jFK9",
                     *       "status": "pending",
                     *       "filledSize": "0",
                     *       "avgPrice": "0.19",
                     *       "txHash": "39EZSCT1o5bfvkV81DsNPQr6udv1rBfjan2WtpHPw2HBLDSUQf8vFwgSRBGxogGxdxqJToQMvyE5oHVxwhN5jFK9",
                     *       "syncedToMkOrder": true,
                     *       "syncedToStrategyLog": true,
                     *       "venue": "venue_b",
                     *       "aiAgentId": "39",
                     *       "userId": "39"
                     *     }
                     */
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
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. errorCode: `blockhash_expired`, `body_too_deep`, `insufficient_funds`, `insufficient_sol`, `invalid_body`, `invalid_idempotency_key`, `invalid_json`, `quote_expired`, `quote_mismatch`, `signature_invalid`, `signature_missing`, `slippage_exceeded`, `transaction_altered`. */
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
            /** @description Trading halted, or a risk limit (named in the message). errorCode: `agent_halted`, `limit_exceeded`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description No open quote with this quoteId for this agent. errorCode: `quote_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description The very same signed transaction was already submitted under another quote (duplicate_transaction); it is never broadcast twice. errorCode: `duplicate_transaction`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description The body is not sent as JSON (`Content-Type: application/json`). errorCode: `unsupported_media_type`. */
            415: {
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
            /** @description Refused. errorCode: `dependency_unavailable`, `venue_unavailable`. */
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
                /**
                 * @example {
                 *       "amount": "0.005",
                 *       "fromAddress": "8rscR3CFij1JVJ3L1t8zTJULXjVXcHct4pLpqpW1ZPYK"
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "id": "1096218f-ef7c-4624-a630-c41f04246206",
                     *       "status": "BROADCASTED",
                     *       "txSignature": "3eVuAfuq21F57Uiv58YN3HPURyE3iGTytg8cMFr5HgTi8TELfiqdx7EXt32HhHG44RYkwma4Nd9sRgDFLRCtEUf6",
                     *       "fromAddress": "8rscR3CFij1JVJ3L1t8zTJULXjVXcHct4pLpqpW1ZPYK",
                     *       "toAddress": "5cuYxNTTB4RZ8gyzZ8nExn674rDk1kFJWG3N6YZXkjqu",
                     *       "amount": "0.005"
                     *     }
                     */
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
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. errorCode: `BLOCKED_BY_POLICY`, `body_too_deep`, `delegate_as_source`, `insufficient_allowance`, `insufficient_balance`, `invalid_address`, `invalid_amount`, `invalid_body`, `invalid_idempotency_key`, `invalid_json`. */
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
            /** @description fromAddress is not one of this agent’s venue_b wallets. errorCode: `wallet_not_agents`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorRaw"];
                };
            };
            /** @description The body is not sent as JSON (`Content-Type: application/json`). errorCode: `unsupported_media_type`. */
            415: {
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
                    /**
                     * @example {
                     *       "code": 200,
                     *       "message": "success",
                     *       "data": {
                     *         "orderId": "a75bb140-bb0e-4a1f-a958-562aecd9ed11",
                     *         "quoteId": "ece83587-1a06-411f-8f41-f30655a49cf3",
                     *         "marketTicker": "KXSB-27-KC",
                     *         "side": "YES",
                     *         "action": "BUY",
                     *         "userPublicKey": "AwV9RrmhzbPnKr3h1ENfL7eE7873Zhz62fN5z5ErbnbV",
                     *         "destinationWallet": "AwV9RrmhzbPnKr3h1ENfL7eE7873Zhz62fN5z5ErbnbV",
                     *         "inputMint": "3pm9GnhqNePsk669nkTbtzoDPEmmSqXPk5uT8Jxbjt7C",
                     *         "outputMint": "8JWFZFs1ou4gcKRqeEKHJf7hBuzyGtqeu5fbvheWLw2",
                     *         "inAmount": "1920000",
                     *         "outAmount": "12000000",
                     *         "minOutAmount": "12000000",
                     *         "filledInAmount": "1920000",
                     *         "filledOutAmount": "12000000",
                     *         "avgPrice": "0.16",
                     *         "txHash": "1UD74UbcouaSc87aHo2BZ8yoCG5se1UCtQ2NBUUFKwBGuo1qVuPskqhbw5Qe88qJP9NnDbdioLTU8nJgjdsA9XE",
                     *         "providerStatus": "closed",
                     *         "orderStatus": 2,
                     *         "error": null,
                     *         "createdAt": "1795481091584",
                     *         "updatedAt": "1795481091593"
                     *       }
                     *     }
                     */
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
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. errorCode: `invalid_path`. */
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
                    /**
                     * @example {
                     *       "code": 200,
                     *       "message": "success",
                     *       "data": {
                     *         "orderId": "fd2d217a-3b60-4820-bc78-8143a227a8c0",
                     *         "quoteId": "4ec00ff6-b58a-482f-b180-68d0e3c971c4",
                     *         "marketTicker": "KXFEDDECISION-27JAN-H0",
                     *         "side": "YES",
                     *         "action": "BUY",
                     *         "userPublicKey": "3LvPcrBpi3w9zcror4dFVvwigD9oYHWv7ahax5csyx7W",
                     *         "destinationWallet": "3LvPcrBpi3w9zcror4dFVvwigD9oYHWv7ahax5csyx7W",
                     *         "inputMint": "3pm9GnhqNePsk669nkTbtzoDPEmmSqXPk5uT8Jxbjt7C",
                     *         "outputMint": "FF8zU6pdx26qKECXtWmxtS8CHxojxaeLLth58SRp5txq",
                     *         "inAmount": "1830000",
                     *         "outAmount": "3000000",
                     *         "minOutAmount": "3000000",
                     *         "filledInAmount": "0",
                     *         "filledOutAmount": "0",
                     *         "avgPrice": "0.61",
                     *         "txHash": "LzpRvR16jf63JEZGRmjwRrR7mupAm6GET9UYEr7f8pAL4ezPRbTn8pqj4cMqemugCKb6ndZHmgSeh6eHbYLVnJi",
                     *         "providerStatus": "expired",
                     *         "orderStatus": 3,
                     *         "error": "canceled by the agent",
                     *         "createdAt": "1796126400002",
                     *         "updatedAt": "1796126400002"
                     *       }
                     *     }
                     */
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
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. errorCode: `invalid_idempotency_key`, `invalid_path`. */
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
            /** @description No such order of this agent. errorCode: `order_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The order was already filled, failed or canceled. errorCode: `order_not_open`. */
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
                    /**
                     * @example {
                     *       "code": 200,
                     *       "message": "success",
                     *       "data": [
                     *         {
                     *           "marketId": "KXFEDDECISION-27MAR-H0",
                     *           "title": "Fed holds rates in March 2027?",
                     *           "outcome": "YES",
                     *           "walletAddress": "Dk7r7p5LKXNiAHgha1mhzbq62yDtMTx7ZZF2jEvrqWvH",
                     *           "mint": "5ABGsfst82f4sevYGGCd7XGz2DhPmriSDy2FbtFM8342",
                     *           "size": 7,
                     *           "avgPrice": 0.63,
                     *           "currentPrice": 0.62,
                     *           "unrealizedPnl": -0.07,
                     *           "realizedPnl": 0,
                     *           "chainBalance": 7,
                     *           "recorded": true
                     *         }
                     *       ]
                     *     }
                     */
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
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. errorCode: `invalid_query`. */
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
                /**
                 * @example {
                 *       "walletAddress": "EFqfPbqMsAJJV9fD4znmNMCUGRtu7vU4VHTiqPcT46dT",
                 *       "amount": "1"
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "code": 200,
                     *       "message": "success",
                     *       "data": {
                     *         "walletAddress": "EFqfPbqMsAJJV9fD4znmNMCUGRtu7vU4VHTiqPcT46dT",
                     *         "funded": "1",
                     *         "usdcBalance": "1",
                     *         "solBalance": "0.1",
                     *         "simulationBalance": "9983"
                     *       }
                     *     }
                     */
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
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. errorCode: `body_too_deep`, `insufficient_balance`, `invalid_body`, `invalid_idempotency_key`, `invalid_json`. */
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
            /** @description The body is not sent as JSON (`Content-Type: application/json`). errorCode: `unsupported_media_type`. */
            415: {
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
                    /**
                     * @example {
                     *       "code": 200,
                     *       "message": "success",
                     *       "data": {
                     *         "address": "GpAghXvwZ2Y1dGmTqKGsknhSUAZbVBKJujFtCcxt7tPa",
                     *         "verified": true
                     *       }
                     *     }
                     */
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
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. errorCode: `invalid_path`. */
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
                    /**
                     * @example {
                     *       "code": 200,
                     *       "message": "success",
                     *       "data": [
                     *         {
                     *           "id": "165",
                     *           "mailboxDepth": 0,
                     *           "avgHandlingMs": 7.6,
                     *           "processed": 2,
                     *           "failed": 0,
                     *           "restarts": 0,
                     *           "inFlight": null,
                     *           "lastActivityAt": 1796126400000,
                     *           "maxHandlingMs": 13.7,
                     *           "recent": [
                     *             {
                     *               "kind": "updateSettings",
                     *               "at": 1796126400000,
                     *               "ms": 1.5,
                     *               "ok": true
                     *             },
                     *             {
                     *               "kind": "trade",
                     *               "at": 1796126400000,
                     *               "ms": 13.7,
                     *               "ok": true
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "id": "166",
                     *           "mailboxDepth": 0,
                     *           "avgHandlingMs": 5.6,
                     *           "processed": 4,
                     *           "failed": 0,
                     *           "restarts": 0,
                     *           "inFlight": null,
                     *           "lastActivityAt": 1796126400000,
                     *           "maxHandlingMs": 12,
                     *           "recent": [
                     *             {
                     *               "kind": "updateSettings",
                     *               "at": 1796126400000,
                     *               "ms": 1.5,
                     *               "ok": true
                     *             },
                     *             {
                     *               "kind": "trade",
                     *               "at": 1796126400000,
                     *               "ms": 8,
                     *               "ok": true
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
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
                    /**
                     * @example {
                     *       "code": 200,
                     *       "message": "success",
                     *       "data": {
                     *         "agentId": "173",
                     *         "halted": false,
                     *         "actor": {
                     *           "id": "173",
                     *           "mailboxDepth": 0,
                     *           "avgHandlingMs": 6.1,
                     *           "processed": 3,
                     *           "failed": 0,
                     *           "restarts": 0,
                     *           "inFlight": null,
                     *           "lastActivityAt": 1796126522000,
                     *           "maxHandlingMs": 8.7,
                     *           "recent": [
                     *             {
                     *               "kind": "updateSettings",
                     *               "at": 1796126522000,
                     *               "ms": 1.5,
                     *               "ok": true
                     *             },
                     *             {
                     *               "kind": "trade",
                     *               "at": 1796126522000,
                     *               "ms": 8.7,
                     *               "ok": true
                     *             }
                     *           ]
                     *         },
                     *         "limits": {
                     *           "tradeLimitEnabled": true,
                     *           "maxTradeAmount": "1000000.00000000",
                     *           "dailyTradeAmountLimit": "1000000.00000000",
                     *           "maxPositionValue": "1000000.00000000",
                     *           "maxTradesPerDay": 500,
                     *           "riskControlEnabled": false,
                     *           "takeProfitPercent": null,
                     *           "stopLossPercent": 50,
                     *           "updatedAt": "1796126522000"
                     *         },
                     *         "today": {
                     *           "day": "2026-12-01",
                     *           "trades": 1,
                     *           "amount": "4"
                     *         }
                     *       }
                     *     }
                     */
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
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. errorCode: `invalid_path`. */
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
            /** @description No such agent. errorCode: `agent_not_found`. */
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
                    /**
                     * @example {
                     *       "code": 200,
                     *       "message": "success",
                     *       "data": {
                     *         "agentId": "64",
                     *         "halted": true,
                     *         "actor": {
                     *           "id": "64",
                     *           "mailboxDepth": 0,
                     *           "avgHandlingMs": 3.7,
                     *           "processed": 4,
                     *           "failed": 0,
                     *           "restarts": 0,
                     *           "inFlight": null,
                     *           "lastActivityAt": 1796126407000,
                     *           "maxHandlingMs": 10.7,
                     *           "recent": [
                     *             {
                     *               "kind": "updateSettings",
                     *               "at": 1796126407000,
                     *               "ms": 1.6,
                     *               "ok": true
                     *             },
                     *             {
                     *               "kind": "updateSettings",
                     *               "at": 1796126407000,
                     *               "ms": 1.1,
                     *               "ok": true
                     *             }
                     *           ]
                     *         },
                     *         "limits": {
                     *           "tradeLimitEnabled": true,
                     *           "maxTradeAmount": "1000.00000000",
                     *           "dailyTradeAmountLimit": "1000.00000000",
                     *           "maxPositionValue": "1000.00000000",
                     *           "maxTradesPerDay": 500,
                     *           "riskControlEnabled": true,
                     *           "takeProfitPercent": null,
                     *           "stopLossPercent": 10,
                     *           "updatedAt": "1796126407000"
                     *         },
                     *         "today": {
                     *           "day": "2026-12-01",
                     *           "trades": 1,
                     *           "amount": "5.1"
                     *         }
                     *       }
                     *     }
                     */
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
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. errorCode: `invalid_path`. */
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
                    /**
                     * @example {
                     *       "code": 200,
                     *       "message": "success",
                     *       "data": {
                     *         "agentId": "187",
                     *         "halted": false,
                     *         "actor": {
                     *           "id": "187",
                     *           "mailboxDepth": 0,
                     *           "avgHandlingMs": 1.5,
                     *           "processed": 4,
                     *           "failed": 0,
                     *           "restarts": 0,
                     *           "inFlight": null,
                     *           "lastActivityAt": 1796126522000,
                     *           "maxHandlingMs": 3.8,
                     *           "recent": [
                     *             {
                     *               "kind": "updateSettings",
                     *               "at": 1796126522000,
                     *               "ms": 1.1,
                     *               "ok": true
                     *             },
                     *             {
                     *               "kind": "setHalted",
                     *               "at": 1796126522000,
                     *               "ms": 0.5,
                     *               "ok": true
                     *             }
                     *           ]
                     *         },
                     *         "limits": {
                     *           "tradeLimitEnabled": true,
                     *           "maxTradeAmount": "1000000.00000000",
                     *           "dailyTradeAmountLimit": "1000000.00000000",
                     *           "maxPositionValue": "1000000.00000000",
                     *           "maxTradesPerDay": 500,
                     *           "riskControlEnabled": false,
                     *           "takeProfitPercent": null,
                     *           "stopLossPercent": 50,
                     *           "updatedAt": "1796126522000"
                     *         },
                     *         "today": {
                     *           "day": "2026-12-01",
                     *           "trades": 0,
                     *           "amount": "0"
                     *         }
                     *       }
                     *     }
                     */
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
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. errorCode: `invalid_path`. */
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
                    /**
                     * @example {
                     *       "code": 200,
                     *       "message": "success",
                     *       "data": [
                     *         {
                     *           "orderId": "0x2e849ce5004052b31536d9c1b32fd9f28c77c705a99120a4f5e9e8f26c791576",
                     *           "walletAddress": "0x775ec0f8C602B6813faFe2D6531E7C9442C4a824",
                     *           "tokenId": "51528311924970305956584249134838715481835551315787685310707750484510609466526",
                     *           "marketConditionId": "0xf632c1eeed893c69ef28873c72ce2fe2e3df820e287afce44e45d5910bbcbc6f",
                     *           "trigger": "any",
                     *           "orderType": "FAK",
                     *           "price": "0.01",
                     *           "orderSize": "10",
                     *           "status": "armed",
                     *           "createdAt": "1795481091175",
                     *           "updatedAt": "1795481091175"
                     *         }
                     *       ]
                     *     }
                     */
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
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. errorCode: `invalid_query`. */
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
                /**
                 * @example {
                 *       "marketConditionId": "0xf632c1eeed893c69ef28873c72ce2fe2e3df820e287afce44e45d5910bbcbc6f",
                 *       "orderSize": 10,
                 *       "price": 0.01,
                 *       "order": {
                 *         "salt": 1604301373476,
                 *         "maker": "0x775ec0f8C602B6813faFe2D6531E7C9442C4a824",
                 *         "signer": "0x775ec0f8C602B6813faFe2D6531E7C9442C4a824",
                 *         "tokenId": "51528311924970305956584249134838715481835551315787685310707750484510609466526",
                 *         "makerAmount": "10000000",
                 *         "takerAmount": "100000",
                 *         "side": "SELL",
                 *         "signatureType": 0,
                 *         "timestamp": "1795481091164",
                 *         "expiration": "0",
                 *         "metadata": "0x0000000000000000000000000000000000000000000000000000000000000000",
                 *         "builder": "0x0000000000000000000000000000000000000000000000000000000000000000",
                 *         "signature": "0xe52a7d2c93657fb2a876ae9fb23f892a406264f785af3eedd1ac53d8b7ac9a0639a3d061c5d56637283f90925b1bcee3ced8ec929db4a2a775043680cbbbac391b"
                 *       }
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "code": 200,
                     *       "message": "success",
                     *       "data": {
                     *         "orderId": "0x2e849ce5004052b31536d9c1b32fd9f28c77c705a99120a4f5e9e8f26c791576",
                     *         "walletAddress": "0x775ec0f8C602B6813faFe2D6531E7C9442C4a824",
                     *         "tokenId": "51528311924970305956584249134838715481835551315787685310707750484510609466526",
                     *         "marketConditionId": "0xf632c1eeed893c69ef28873c72ce2fe2e3df820e287afce44e45d5910bbcbc6f",
                     *         "trigger": "any",
                     *         "orderType": "FAK",
                     *         "price": "0.01",
                     *         "orderSize": "10",
                     *         "status": "armed",
                     *         "createdAt": "1795481091175",
                     *         "updatedAt": "1795481091175"
                     *       }
                     *     }
                     */
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
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. errorCode: `body_too_deep`, `exit_must_sell`, `invalid_body`, `invalid_idempotency_key`, `invalid_json`, `no_position`, `price_mismatch`, `unknown_market`. */
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
            /** @description The agent has no wallet, or the order is signed by a wallet that is not the agent's. errorCode: `no_wallet`, `wallet_not_registered`. */
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
            /** @description The body is not sent as JSON (`Content-Type: application/json`). errorCode: `unsupported_media_type`. */
            415: {
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
                    /**
                     * @example {
                     *       "code": 200,
                     *       "message": "success",
                     *       "data": {
                     *         "orderId": "0x2e849ce5004052b31536d9c1b32fd9f28c77c705a99120a4f5e9e8f26c791576",
                     *         "walletAddress": "0x775ec0f8C602B6813faFe2D6531E7C9442C4a824",
                     *         "tokenId": "51528311924970305956584249134838715481835551315787685310707750484510609466526",
                     *         "marketConditionId": "0xf632c1eeed893c69ef28873c72ce2fe2e3df820e287afce44e45d5910bbcbc6f",
                     *         "trigger": "any",
                     *         "orderType": "FAK",
                     *         "price": "0.01",
                     *         "orderSize": "10",
                     *         "status": "disarmed",
                     *         "createdAt": "1795481091175",
                     *         "updatedAt": "1795481091191"
                     *       }
                     *     }
                     */
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
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. errorCode: `invalid_idempotency_key`, `invalid_path`. */
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
            /** @description No such exit order of this agent. errorCode: `exit_order_not_found`. */
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
                    /**
                     * @example {
                     *       "code": 200,
                     *       "message": "success",
                     *       "data": []
                     *     }
                     */
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
                /**
                 * @example {
                 *       "url": "http://127.0.0.1:37395/hook",
                 *       "events": [
                 *         "order.filled"
                 *       ],
                 *       "secret": "receiver-secret-0123456789"
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "code": 200,
                     *       "message": "success",
                     *       "data": {
                     *         "webhookId": "1",
                     *         "url": "http://127.0.0.1:37395/hook",
                     *         "events": [
                     *           "order.filled"
                     *         ],
                     *         "createdAt": "1795481091650",
                     *         "secret": "receiver-secret-0123456789"
                     *       }
                     *     }
                     */
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
            /** @description Among the usual: the URL is or resolves to a loopback, private, link-local, unique-local, multicast or unspecified address. errorCode: `body_too_deep`, `invalid_body`, `invalid_json`, `invalid_url`, `webhook_target_refused`. */
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
            /** @description The agent already has the most webhooks allowed. errorCode: `too_many_webhooks`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not sent as JSON (`Content-Type: application/json`). errorCode: `unsupported_media_type`. */
            415: {
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
                    /**
                     * @example {
                     *       "code": 200,
                     *       "message": "success",
                     *       "data": {
                     *         "webhookId": "8",
                     *         "deleted": true
                     *       }
                     *     }
                     */
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
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. errorCode: `invalid_path`. */
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
            /** @description The agent has no such webhook. errorCode: `webhook_not_found`. */
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
                    /**
                     * @example {
                     *       "code": 200,
                     *       "message": "success",
                     *       "data": {
                     *         "total": 1,
                     *         "list": [
                     *           {
                     *             "deliveryId": "8842f256-4055-4cde-8120-8f505f641fd3",
                     *             "eventId": "158",
                     *             "kind": "risk.alert",
                     *             "status": "pending",
                     *             "attemptCount": 0,
                     *             "nextAttemptAt": "1796126400000",
                     *             "createdAt": "1796126400000",
                     *             "updatedAt": "1796126400000",
                     *             "attempts": []
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
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
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. errorCode: `invalid_path`, `invalid_query`. */
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
            /** @description The agent has no such webhook. errorCode: `webhook_not_found`. */
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
                /**
                 * @example {
                 *       "skillName": "recovered",
                 *       "description": "made once",
                 *       "version": "1.0.0"
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "code": 200,
                     *       "message": "success",
                     *       "data": {
                     *         "id": "1",
                     *         "skillCode": "e7b20d6b-6b29-4f21-a61c-a4b500438e18",
                     *         "skillName": "recovered",
                     *         "createSource": 1,
                     *         "reviewStatus": 1,
                     *         "createdAt": "1796126402200"
                     *       }
                     *     }
                     */
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
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. errorCode: `body_too_deep`, `invalid_body`, `invalid_idempotency_key`, `invalid_json`. */
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
            /** @description The body is not sent as JSON (`Content-Type: application/json`). errorCode: `unsupported_media_type`. */
            415: {
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
                    /**
                     * @example {
                     *       "code": 200,
                     *       "message": "success",
                     *       "data": {
                     *         "list": [
                     *           {
                     *             "skillCode": "963f9c6b-f428-461c-a857-ad5fdb03796b",
                     *             "skillName": "Breakout",
                     *             "description": "Buys breakouts above the 7-day range.",
                     *             "howItWorks": "Watches the range.",
                     *             "author": "agent-110",
                     *             "version": "2.1.0",
                     *             "registryUrl": "https://registry.example/b",
                     *             "repoUrl": "https://git.example/b",
                     *             "uploadUserId": 129,
                     *             "category": 2,
                     *             "difficultyLevel": 2,
                     *             "installCount": 0,
                     *             "createSource": 1,
                     *             "reviewStatus": 2,
                     *             "reviewRemark": "",
                     *             "createdAt": "1796202000000",
                     *             "updatedAt": "1796202000000"
                     *           }
                     *         ],
                     *         "total": 1
                     *       }
                     *     }
                     */
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
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. errorCode: `invalid_query`. */
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
                    /**
                     * @example {
                     *       "code": 200,
                     *       "message": "success",
                     *       "data": {
                     *         "list": [
                     *           {
                     *             "skillCode": "e7b20d6b-6b29-4f21-a61c-a4b500438e18",
                     *             "skillName": "recovered",
                     *             "description": "made once",
                     *             "howItWorks": "",
                     *             "author": "agent-21",
                     *             "version": "1.0.0",
                     *             "registryUrl": "",
                     *             "repoUrl": "",
                     *             "uploadUserId": 39,
                     *             "category": 2,
                     *             "difficultyLevel": 2,
                     *             "installCount": 0,
                     *             "createSource": 1,
                     *             "reviewStatus": 1,
                     *             "reviewRemark": "",
                     *             "createdAt": "1796126402200",
                     *             "updatedAt": "1796126402200",
                     *             "id": "1",
                     *             "agentId": "39",
                     *             "visible": true
                     *           },
                     *           {
                     *             "skillCode": "51507126-aa46-4ccc-b687-18f1d27fba7e",
                     *             "skillName": "Breakout",
                     *             "description": "Buys breakouts above the 7-day range.",
                     *             "howItWorks": "",
                     *             "author": "agent-108",
                     *             "version": "1.0.0",
                     *             "registryUrl": "",
                     *             "repoUrl": "",
                     *             "uploadUserId": 127,
                     *             "category": 2,
                     *             "difficultyLevel": 2,
                     *             "installCount": 0,
                     *             "createSource": 1,
                     *             "reviewStatus": 1,
                     *             "reviewRemark": "",
                     *             "createdAt": "1796202000000",
                     *             "updatedAt": "1796202000000",
                     *             "id": "3",
                     *             "agentId": "127",
                     *             "visible": true
                     *           }
                     *         ],
                     *         "total": 11
                     *       }
                     *     }
                     */
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
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. errorCode: `invalid_query`. */
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
                /** @example {} */
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
                    /**
                     * @example {
                     *       "code": 200,
                     *       "message": "success",
                     *       "data": {
                     *         "skillCode": "0c9089d5-4939-4d01-9ceb-c7e25cb45216",
                     *         "skillName": "Breakout",
                     *         "description": "Buys breakouts above the 7-day range.",
                     *         "howItWorks": "",
                     *         "author": "agent-109",
                     *         "version": "1.0.0",
                     *         "registryUrl": "",
                     *         "repoUrl": "",
                     *         "uploadUserId": 128,
                     *         "category": 2,
                     *         "difficultyLevel": 2,
                     *         "installCount": 0,
                     *         "createSource": 1,
                     *         "reviewStatus": 2,
                     *         "reviewRemark": "",
                     *         "createdAt": "1796202000000",
                     *         "updatedAt": "1796202000000",
                     *         "id": "5",
                     *         "agentId": "128",
                     *         "visible": true
                     *       }
                     *     }
                     */
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
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. errorCode: `body_too_deep`, `invalid_body`, `invalid_json`, `invalid_path`. */
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
            /** @description No such skill. errorCode: `skill_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The skill is already in the state the action asks for. errorCode: `skill_unchanged`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not sent as JSON (`Content-Type: application/json`). errorCode: `unsupported_media_type`. */
            415: {
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
                /**
                 * @example {
                 *       "reviewRemark": "No repository to review."
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "code": 200,
                     *       "message": "success",
                     *       "data": {
                     *         "skillCode": "1d53d9f4-e6e1-4319-846d-9c4bad75de48",
                     *         "skillName": "Breakout",
                     *         "description": "Buys breakouts above the 7-day range.",
                     *         "howItWorks": "",
                     *         "author": "agent-141",
                     *         "version": "1.0.0",
                     *         "registryUrl": "",
                     *         "repoUrl": "",
                     *         "uploadUserId": 160,
                     *         "category": 2,
                     *         "difficultyLevel": 2,
                     *         "installCount": 0,
                     *         "createSource": 1,
                     *         "reviewStatus": 3,
                     *         "reviewRemark": "No repository to review.",
                     *         "createdAt": "1796202031000",
                     *         "updatedAt": "1796202031000",
                     *         "id": "42",
                     *         "agentId": "160",
                     *         "visible": true
                     *       }
                     *     }
                     */
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
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. errorCode: `body_too_deep`, `invalid_body`, `invalid_json`, `invalid_path`. */
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
            /** @description The skill is already in the state the action asks for. errorCode: `skill_unchanged`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not sent as JSON (`Content-Type: application/json`). errorCode: `unsupported_media_type`. */
            415: {
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
                    /**
                     * @example {
                     *       "code": 200,
                     *       "message": "success",
                     *       "data": {
                     *         "skillCode": "fdf64acd-61fb-4f87-9738-9d9770574139",
                     *         "skillName": "skill 0",
                     *         "description": "Buys breakouts above the 7-day range.",
                     *         "howItWorks": "",
                     *         "author": "agent-142",
                     *         "version": "1.0.0",
                     *         "registryUrl": "",
                     *         "repoUrl": "",
                     *         "uploadUserId": 161,
                     *         "category": 2,
                     *         "difficultyLevel": 2,
                     *         "installCount": 0,
                     *         "createSource": 1,
                     *         "reviewStatus": 2,
                     *         "reviewRemark": "",
                     *         "createdAt": "1796202031000",
                     *         "updatedAt": "1796202032000",
                     *         "id": "43",
                     *         "agentId": "161",
                     *         "visible": false
                     *       }
                     *     }
                     */
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
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. errorCode: `invalid_path`. */
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
            /** @description The skill is already in the state the action asks for. errorCode: `skill_unchanged`. */
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
                    /**
                     * @example {
                     *       "code": 200,
                     *       "message": "success",
                     *       "data": {
                     *         "skillCode": "fdf64acd-61fb-4f87-9738-9d9770574139",
                     *         "skillName": "skill 0",
                     *         "description": "Buys breakouts above the 7-day range.",
                     *         "howItWorks": "",
                     *         "author": "agent-142",
                     *         "version": "1.0.0",
                     *         "registryUrl": "",
                     *         "repoUrl": "",
                     *         "uploadUserId": 161,
                     *         "category": 2,
                     *         "difficultyLevel": 2,
                     *         "installCount": 0,
                     *         "createSource": 1,
                     *         "reviewStatus": 2,
                     *         "reviewRemark": "",
                     *         "createdAt": "1796202031000",
                     *         "updatedAt": "1796202032000",
                     *         "id": "43",
                     *         "agentId": "161",
                     *         "visible": true
                     *       }
                     *     }
                     */
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
            /** @description Invalid path, query or body; `errors` names each problem and how to fix it. errorCode: `invalid_path`. */
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
            /** @description The skill is already in the state the action asks for. errorCode: `skill_unchanged`. */
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
