import { expect } from 'chai';
import { ApiError, badRequest, forbidden } from '../engine/errors.js';

describe('ApiError', () => {
  it('captures no stack for a client error (an answer), and keeps one for a server error', () => {
    const stackLimit = Error.stackTraceLimit;
    const refused = forbidden('limit', 'over the limit');
    expect(refused.stack).to.not.match(/\n\s+at /);
    expect(badRequest('bad', 'bad input').stack).to.not.match(/\n\s+at /);
    expect(new ApiError(500, 'internal_error', 'failed').stack).to.match(/\n\s+at /);
    // Errors raised after it still carry their stacks.
    expect(Error.stackTraceLimit).to.equal(stackLimit);
    expect(new Error('later').stack).to.match(/\n\s+at /);
  });
});
