import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import { SearchStatusKind } from '@/providers/searches/searches.rules';
import type {
  OrderAcknowledgement,
  PafAddress,
  SearchOrderRequest,
  SearchProductUpdate,
  SearchPush,
  SearchResultDocument,
} from './search-provider';

/**
 * PISCES (OSCRE Searches Standard) messages as OneSearch exchanges them. Names documented by
 * OSCRE or seen in a public OneSearch integration: SearchOrderSend and SearchResultsSend with
 * their namespaces, the in-band Authentication block, SearchOrderReference{Reference,
 * AllocatedBy}, SubjectProperty/PAFAddress, SearchProduct{ProductType, AsOfDate, Attachment}.
 * The acknowledgement (SearchOrderResponse) and the status update (SearchStatusUpdateSend) are
 * not public: their shape here is our assumption, read leniently (see docs/decisions/providers.md).
 */
const STANDARD = 'http://www.oscre.org/ns/Searches/StandardV1';
export const PISCES_NS = {
  order: `${STANDARD}/SearchOrderSend`,
  orderResponse: `${STANDARD}/SearchOrderResponse`,
  status: `${STANDARD}/SearchStatusUpdateSend`,
  results: `${STANDARD}/SearchResultsSend`,
  authentication: 'http://www.oscre.org/ns/v1/piscesauthentication',
} as const;

export type PiscesCredentials = { username: string; password: string; mode: string };

export type XmlNode = { [key: string]: unknown };
export type ParsedXml = { root: string; namespace: string | null; body: XmlNode };

export class XmlRefusedError extends Error {
  constructor(readonly reason: 'malformed' | 'unsupported') {
    super(reason === 'malformed' ? 'The XML is not well formed.' : 'The XML uses a DOCTYPE.');
    this.name = 'XmlRefusedError';
  }
}

const ARRAYS = new Set(['SearchOrderReference', 'SearchProduct', 'Attachment']);
/** A tag's name without its namespace prefix. */
export const localName = (name: string) => name.slice(name.indexOf(':') + 1);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  isArray: (name, _path, _leaf, isAttribute) => !isAttribute && ARRAYS.has(localName(name)),
});

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  suppressEmptyNode: true,
});

/**
 * Parses a PISCES document safely: a DOCTYPE (and so any entity declaration, external or not) is
 * refused before parsing, the document must be well formed, and element names come back without
 * their namespace prefixes. The root's namespace is kept so callers can check the message type.
 */
export function parsePiscesXml(raw: string): ParsedXml {
  if (/<!DOCTYPE|<!ENTITY/i.test(raw)) throw new XmlRefusedError('unsupported');
  let document: XmlNode;
  try {
    document = parser.parse(raw, true) as XmlNode;
  } catch {
    throw new XmlRefusedError('malformed');
  }
  const rootKey = Object.keys(document).find((key) => !key.startsWith('?') && !key.startsWith('#'));
  const rootValue = rootKey ? document[rootKey] : undefined;
  if (!rootKey || !rootValue || typeof rootValue !== 'object') {
    throw new XmlRefusedError('malformed');
  }
  const prefix = rootKey.includes(':') ? rootKey.slice(0, rootKey.indexOf(':')) : null;
  const rootNode = rootValue as XmlNode;
  const namespace = rootNode[prefix ? `@_xmlns:${prefix}` : '@_xmlns'];
  return {
    root: localName(rootKey),
    namespace: typeof namespace === 'string' ? namespace : null,
    body: localise(rootNode) as XmlNode,
  };
}

function localise(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(localise);
  if (!value || typeof value !== 'object') return value;
  const out: XmlNode = {};
  for (const [key, child] of Object.entries(value as XmlNode)) {
    if (key.startsWith('@_') || key === '#text') {
      out[key] = child;
      continue;
    }
    const name = localName(key);
    const node = localise(child);
    out[name] = name in out ? [...asArray(out[name]), ...asArray(node)] : node;
  }
  return out;
}

const asArray = (value: unknown): unknown[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

export function childNodes(node: XmlNode | null, name: string): XmlNode[] {
  return asArray(node?.[name]).filter((item): item is XmlNode => typeof item === 'object');
}

export function childNode(node: XmlNode | null, name: string): XmlNode | null {
  return childNodes(node, name)[0] ?? null;
}

/** The trimmed text of the first `name` child; null when absent or empty. */
export function childText(node: XmlNode | null, name: string): string | null {
  const value = asArray(node?.[name])[0];
  const content =
    typeof value === 'string'
      ? value
      : value && typeof value === 'object'
        ? (value as XmlNode)['#text']
        : undefined;
  return typeof content === 'string' && content.trim() ? content.trim() : null;
}

/** An ISO 8601 date or date-time; a bare date is midnight UTC. */
export function readXmlDate(value: string | null): Date | null {
  if (!value) return null;
  const at = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(at) ? null : new Date(at);
}

/** The in-band credentials of a pushed message. */
export function readAuthentication(body: XmlNode): { username: string; password: string } | null {
  const data = childNode(childNode(body, 'Authentication'), 'AuthenticationData');
  if (!data) return null;
  return {
    username: childText(data, 'Username') ?? '',
    password: childText(data, 'Password') ?? '',
  };
}

type References = { requester: string | null; facilitator: string | null; supplier: string | null };

function readReferences(order: XmlNode | null): References {
  const references: References = { requester: null, facilitator: null, supplier: null };
  for (const reference of childNodes(order, 'SearchOrderReference')) {
    const value = childText(reference, 'Reference');
    const party = (childText(reference, 'AllocatedBy') ?? '').toLowerCase();
    if (party.includes('facilitator')) references.facilitator ??= value;
    else if (party.includes('supplier')) references.supplier ??= value;
    else references.requester ??= value;
  }
  return references;
}

const CANCELLED = new Set(['cancelled', 'canceled', 'rejected', 'withdrawn', 'failed']);
const COMPLETE = new Set(['complete', 'completed', 'resultsreceived', 'returned', 'delivered']);

/**
 * Our status for a provider's status word. Cancelled and completed words end a search; any other
 * word (InProgress, Acknowledged, Processing, or one we do not know) keeps it in progress.
 */
export function toSearchStatus(providerStatus: string): SearchStatusKind {
  const word = providerStatus.toLowerCase().replace(/[^a-z]/g, '');
  if (CANCELLED.has(word)) return 'cancelled';
  if (COMPLETE.has(word)) return 'complete';
  return 'in progress';
}

function authenticationBlock(credentials: PiscesCredentials) {
  return {
    '@_xmlns': PISCES_NS.authentication,
    Header: { Version: '1.0', Mode: credentials.mode },
    AuthenticationData: { Username: credentials.username, Password: credentials.password },
  };
}

function pafAddress(address: PafAddress) {
  const field = (value: string | null | undefined) => value?.trim() || undefined;
  return {
    OrganisationName: field(address.organisationName),
    SubBuildingName: field(address.subBuildingName),
    BuildingName: field(address.buildingName),
    BuildingNumber: field(address.buildingNumber),
    DependentThoroughfareName: field(address.dependentThoroughfare),
    ThoroughfareName: field(address.thoroughfare),
    DependentLocality: field(address.dependentLocality),
    PostTown: field(address.postTown),
    County: field(address.county),
    PostCode: field(address.postCode),
  };
}

const declaration = { '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' } };

/** The Submit Order exchange: SearchOrderSend, qualified in its namespace, credentials in-band. */
export function renderSearchOrderSend(
  order: SearchOrderRequest,
  credentials: PiscesCredentials,
  issuedAt: Date,
): string {
  return builder.build({
    ...declaration,
    SearchOrderSend: {
      '@_xmlns': PISCES_NS.order,
      Authentication: authenticationBlock(credentials),
      SearchOrder: {
        IssueDate: issuedAt.toISOString(),
        SearchOrderReference: {
          Reference: order.reference,
          AllocatedBy: 'SearchRequesterParty',
        },
        SubjectProperty: { PAFAddress: pafAddress(order.address) },
        SearchProduct: order.products.map((code) => ({ ProductType: code })),
      },
    },
  }) as string;
}

/** Reads the provider's answer to an order; null when it is not one we can read. */
export function readOrderResponse(
  raw: string,
  requesterReference: string,
): OrderAcknowledgement | null {
  let parsed: ParsedXml;
  try {
    parsed = parsePiscesXml(raw);
  } catch {
    return null;
  }
  const order = childNode(parsed.body, 'SearchOrder') ?? parsed.body;
  const status = (
    childText(order, 'OrderStatus') ??
    childText(order, 'Status') ??
    ''
  ).toLowerCase();
  const references = readReferences(order);
  if (status === 'rejected') {
    return {
      outcome: 'rejected',
      requesterReference: references.requester ?? requesterReference,
      reason:
        childText(order, 'RejectionReason') ??
        childText(order, 'Reason') ??
        'The search provider rejected the order.',
    };
  }
  if (['acknowledged', 'accepted', 'received'].includes(status) && references.facilitator) {
    return {
      outcome: 'acknowledged',
      requesterReference: references.requester ?? requesterReference,
      facilitatorReference: references.facilitator,
      supplierReference: references.supplier,
    };
  }
  return null;
}

function readUpdate(product: XmlNode, fallbackStatus: string): SearchProductUpdate | null {
  const productCode = childText(product, 'ProductType');
  if (!productCode) return null;
  const providerStatus = childText(product, 'Status') ?? fallbackStatus;
  return {
    productCode,
    status: toSearchStatus(providerStatus),
    providerStatus,
    estimatedCompletion: readXmlDate(childText(product, 'EstimatedCompletionDate')),
    completionDate: readXmlDate(childText(product, 'CompletionDate')),
  };
}

function readDocument(attachment: XmlNode): SearchResultDocument | null {
  const file = childNode(attachment, 'EmbeddedFileBinaryObject');
  const content = childText(attachment, 'EmbeddedFileBinaryObject');
  if (!file || !content) return null;
  return {
    filename: String(file['@_filename'] ?? 'search.pdf'),
    mimeType: String(file['@_format'] ?? 'application/pdf'),
    description: childText(attachment, 'Description'),
    date: readXmlDate(childText(attachment, 'Date')),
    content: Buffer.from(content.replace(/\s+/g, ''), 'base64'),
  };
}

/** Reads a pushed status update or results message (credentials are checked by the intake). */
export function readPush(parsed: ParsedXml): SearchPush | null {
  const order = childNode(parsed.body, 'SearchOrder');
  if (!order) return null;
  const references = readReferences(order);
  if (parsed.root === 'SearchStatusUpdateSend' && parsed.namespace === PISCES_NS.status) {
    return {
      kind: 'status',
      requesterReference: references.requester,
      facilitatorReference: references.facilitator,
      products: childNodes(order, 'SearchProduct')
        .map((product) => readUpdate(product, 'InProgress'))
        .filter((update) => update !== null),
    };
  }
  if (parsed.root === 'SearchResultsSend' && parsed.namespace === PISCES_NS.results) {
    const issuedAt = readXmlDate(childText(order, 'IssueDate'));
    return {
      kind: 'results',
      requesterReference: references.requester,
      facilitatorReference: references.facilitator,
      issuedAt,
      products: childNodes(order, 'SearchProduct').flatMap((product) => {
        const update = readUpdate(product, 'Completed');
        if (!update) return [];
        const documents = childNodes(product, 'Attachment')
          .map(readDocument)
          .filter((document) => document !== null);
        const completionDate =
          update.completionDate ??
          readXmlDate(childText(product, 'AsOfDate')) ??
          documents[0]?.date ??
          issuedAt;
        return [{ ...update, status: 'complete' as const, completionDate, documents }];
      }),
    };
  }
  return null;
}

export type PushReferences = { requester: string; facilitator: string };

function orderReferences(references: PushReferences) {
  return [
    { Reference: references.requester, AllocatedBy: 'SearchRequesterParty' },
    { Reference: references.facilitator, AllocatedBy: 'SearchFacilitatorParty' },
  ];
}

/** A status update for some products of an order (the simulator pushes these). */
export function renderStatusUpdate(
  credentials: PiscesCredentials,
  references: PushReferences,
  products: { code: string; status: string; estimatedCompletion?: Date; statusDate: Date }[],
): string {
  return builder.build({
    ...declaration,
    SearchStatusUpdateSend: {
      '@_xmlns': PISCES_NS.status,
      Authentication: authenticationBlock(credentials),
      SearchOrder: {
        '@_xmlns': '',
        SearchOrderReference: orderReferences(references),
        SearchProduct: products.map((product) => ({
          ProductType: product.code,
          Status: product.status,
          StatusDate: product.statusDate.toISOString(),
          EstimatedCompletionDate: product.estimatedCompletion?.toISOString().slice(0, 10),
        })),
      },
    },
  }) as string;
}

/** The results of some products of an order, each with its PDF (the simulator pushes these). */
export function renderResults(
  credentials: PiscesCredentials,
  references: PushReferences,
  address: PafAddress,
  issuedAt: Date,
  products: { code: string; asOf: Date; filename: string; description: string; pdf: Buffer }[],
): string {
  return builder.build({
    ...declaration,
    SearchResultsSend: {
      '@_xmlns': PISCES_NS.results,
      Authentication: authenticationBlock(credentials),
      SearchOrder: {
        '@_xmlns': '',
        IssueDate: issuedAt.toISOString(),
        SearchOrderReference: orderReferences(references),
        SubjectProperty: { PAFAddress: pafAddress(address) },
        SearchProduct: products.map((product) => ({
          ProductType: product.code,
          AsOfDate: product.asOf.toISOString(),
          Attachment: {
            EmbeddedFileBinaryObject: {
              '@_format': 'application/pdf',
              '@_filename': product.filename,
              '#text': `\n${product.pdf.toString('base64').replace(/(.{76})/g, '$1\n')}\n`,
            },
            Description: product.description,
            Date: product.asOf.toISOString().slice(0, 10),
          },
        })),
      },
    },
  }) as string;
}
