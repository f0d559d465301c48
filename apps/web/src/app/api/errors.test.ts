import { describe, expect, it } from 'vitest';
import { errorFromResponse, NETWORK_ERROR_MESSAGE, networkError } from './errors.ts';

describe('error messages the user sees (spec part 1 section 8)', () => {
  it('shows the server message when the body has one', () => {
    const error = errorFromResponse(
      403,
      { code: 'PERMISSION_DENIED', message: 'You do not have permission to do this.', traceId: 't-1' },
      't-1',
      'Forbidden',
    );
    expect(error.message).toBe('You do not have permission to do this.');
    expect(error.code).toBe('PERMISSION_DENIED');
  });

  it('else a plain string body', () => {
    expect(errorFromResponse(502, 'Upstream unavailable', null, 'Bad Gateway').message).toBe('Upstream unavailable');
  });

  it('else the error message with the trace id appended', () => {
    expect(errorFromResponse(500, '', 'abc-123', 'Internal Server Error').message).toBe(
      'Internal Server Error (trace id abc-123)',
    );
    expect(errorFromResponse(502, '<html>proxy</html>', null, 'Bad Gateway').message).toBe('Bad Gateway');
  });

  it('a network failure says it cannot reach the base address', () => {
    expect(networkError().message).toBe(NETWORK_ERROR_MESSAGE);
    expect(NETWORK_ERROR_MESSAGE).toBe("Network error, can't connect to the base address");
  });
});
