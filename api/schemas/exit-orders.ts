import { Type } from '@sinclair/typebox';
import { EpochMs, EvmAddress, money, obj } from './common.js';
import { ConditionId, SignedOrder } from './trading.js';

const Trigger = Type.Union([Type.Literal('any'), Type.Literal('stop_loss'), Type.Literal('take_profit')], {
  description: 'which monitor may use it; any (default): either',
});
const Status = Type.Union([Type.Literal('armed'), Type.Literal('used'), Type.Literal('disarmed')]);
const OrderType = Type.Union([Type.Literal('FOK'), Type.Literal('FAK')], { description: 'how it trades when used; default FAK' });

export const ArmExitBody = obj({
  marketConditionId: ConditionId,
  orderSize: money({ scale: 6, minimum: '0.000001' }, 'shares, as signed'),
  price: money({ scale: 6, minimum: '0.000001', maximum: '0.999999' }, 'per share, as signed'),
  order: SignedOrder,
  orderType: Type.Optional(OrderType),
  trigger: Type.Optional(Trigger),
});

export const ExitOrder = obj({
  orderId: Type.String({ description: 'the signed order hash' }),
  walletAddress: EvmAddress,
  tokenId: Type.String(),
  marketConditionId: Type.String(),
  trigger: Trigger,
  orderType: OrderType,
  price: Type.String({ description: 'decimal' }),
  orderSize: Type.String({ description: 'shares, decimal' }),
  status: Status,
  createdAt: EpochMs,
  updatedAt: EpochMs,
});

export const ExitOrdersQuery = obj({
  status: Type.Optional(Type.Union([Status, Type.Literal('all')], { default: 'armed' })),
});
