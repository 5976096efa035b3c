import type { ErrorCode } from '@atiende/shared';

/** The outside service's name (whatsapp, telegram, messenger, issabel…), for logs. */
export type Provider = string;

const MESSAGES: Partial<Record<ErrorCode, string>> = {
  window_closed: 'Pasaron más de 24 horas desde el último mensaje del cliente: solo se puede enviar una plantilla aprobada.',
  rate_limited: 'El proveedor pidió esperar antes de enviar más mensajes.',
  not_configured: 'El canal no está configurado.',
  provider_failed: 'ERROR!!! No se puede enviar el mensaje',
};

/** What an outside service answered when it refused or failed, in our terms. */
export class ProviderError extends Error {
  constructor(
    readonly provider: Provider,
    readonly code: ErrorCode,
    /** The provider's own code and text, for the logs. */
    readonly providerDetail: string,
    readonly retryable = false,
    readonly retryAfterSeconds?: number,
    /** The provider's own error code (Graph's 131047, Telegram's 400, an HTTP status), safe to show. */
    readonly providerCode?: string,
  ) {
    super(MESSAGES[code] ?? MESSAGES.provider_failed!);
  }

  /** What agents read about a failed send: our Spanish text and the provider's code, never its remote text. */
  get reason(): string {
    return this.providerCode ? `${this.message} (código ${this.providerCode})` : `${this.message} (el proveedor no respondió)`;
  }
}

/** A request to an outside service with a time limit; a network failure is a retryable provider error. */
export async function providerFetch(provider: Provider, url: string, init: RequestInit = {}, timeoutMs = 15_000): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new ProviderError(provider, 'provider_failed', error instanceof Error ? error.message : String(error), true);
  }
}
