import { Logger } from '@nestjs/common';
import {
  ClockLike,
  failureForStatus,
  ProviderError,
  ProviderFailure,
  providerFetch,
  readRetryAfter,
} from '@/platform/common/provider-http';
import { readOrderResponse, renderSearchOrderSend } from './pisces.xml';
import {
  OrderAcknowledgement,
  SEARCH_PROVIDER,
  SEARCH_PROVIDER_UNAVAILABLE,
  SearchOrderRequest,
  SearchProvider,
} from './search-provider';

export type PiscesConnection = {
  /** The endpoint that takes SearchOrderSend. */
  apiUrl: string;
  /** Our in-band credentials on orders. */
  username: string;
  password: string;
  /** Authentication/Header/Mode: Live or Test. */
  mode: string;
  timeoutMs: number;
};

/**
 * A OneSearch-style hub over PISCES XML: each order is one SearchOrderSend POSTed to the order
 * endpoint with the credentials in-band, answered by an acknowledgement (with the hub's
 * reference) or a rejection. Status updates and results arrive later as pushes to our callback
 * route (SearchPushIntake). Nothing of the order or the credentials reaches a log line.
 */
export class PiscesSearchProvider extends SearchProvider {
  readonly name = 'pisces';
  private readonly logger = new Logger('Searches');

  constructor(
    private readonly connection: PiscesConnection,
    private readonly clock: ClockLike,
  ) {
    super();
  }

  async submitOrder(order: SearchOrderRequest): Promise<OrderAcknowledgement> {
    const xml = renderSearchOrderSend(order, this.connection, this.clock.now());
    const response = await providerFetch(
      SEARCH_PROVIDER,
      SEARCH_PROVIDER_UNAVAILABLE,
      this.connection.apiUrl,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/xml; charset=utf-8', Accept: 'application/xml' },
        body: xml,
      },
      this.connection.timeoutMs,
    );
    const acknowledgement = readOrderResponse(response.text, order.reference);
    const failure = failureForStatus(response.status);
    if (response.status >= 200 && response.status < 300) {
      if (acknowledgement) return acknowledgement;
      throw this.failure(response.status, 'invalid_response', null);
    }
    // a business refusal may come with a 4xx: it is still the provider's answer to the order
    if (failure === 'rejected' && acknowledgement?.outcome === 'rejected') return acknowledgement;
    throw this.failure(response.status, failure, response.headers.get('retry-after'));
  }

  private failure(
    httpStatus: number,
    failure: ProviderFailure,
    retryAfter: string | null,
  ): ProviderError {
    this.logger.warn({ msg: 'Searches: submit order failed', httpStatus, failure });
    return new ProviderError(SEARCH_PROVIDER, failure, SEARCH_PROVIDER_UNAVAILABLE, {
      httpStatus,
      retryAfterSeconds: readRetryAfter(retryAfter, this.clock.now()),
    });
  }
}
