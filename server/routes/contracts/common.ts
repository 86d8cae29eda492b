/**
 * Pieces shared by the contract routes (docs/contracts.md; schemas/api/contract.json): `$ref`s to
 * the contract definitions, the responses (the envelope of a definition; refusals as the error
 * envelope whose value may carry the field, or the contracts a lower rate would end), the guards.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelopeResponses, ref } from '../../http/envelope.ts';
import { notAgent } from '../../services/agent/guard.ts';
import { isAgentType } from '../../services/auth/rules.ts';
import { realMember } from '../../services/wallet/guard.ts';

/** `$ref` to a definition of schemas/api/contract.json. */
export const contractRef = <Definition extends string>(definition: Definition) =>
  ref(`api/contract.json#/definitions/${definition}` as const);

/** OpenAPI tag of the member and agent contract routes. */
export const tags = ['contracts'];

/**
 * The refusal envelope of the contract calls: as schemas/api/error.json, and 409
 * LOWER_RATE_CONFIRM carries `endsContracts` (the contracts the offer would end).
 */
export const contractError = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'code', 'message', 'value'],
  properties: {
    success: { type: 'boolean', enum: [false] },
    code: { type: 'string', pattern: '^[A-Z][A-Z_]*$' },
    message: { type: 'string', minLength: 1 },
    value: {
      type: ['object', 'null'],
      additionalProperties: false,
      properties: {
        field: { type: 'string', description: 'The parameter the message is about, e.g. tiers[1].rate' },
        in: { enum: ['querystring', 'body', 'params', 'headers'] },
        endsContracts: {
          type: 'array',
          items: contractRef('agentContract'),
          description: 'LOWER_RATE_CONFIRM: the contracts the offer ends when accepted',
        },
      },
    },
  },
} as const;

/** Responses of a contract route: the envelope whose value is the contract.json definition; refusals {@link contractError}. */
export const contractResponses = <Definition extends string>(definition: Definition) => ({
  ...envelopeResponses(contractRef(definition)),
  '4xx': contractError,
  '5xx': ref('api/error.json'),
});

/**
 * Hooks of the member routes (docs/contracts.md "Lifecycle"): a logged-in real member (401
 * NOT_LOGGED_IN; 403 NEED_TRUE_ACCOUNT for a trial account), checked before validation so a caller
 * learns nothing from the shape of the request.
 */
export const memberGuard = (app: FastifyInstance) => realMember(app);

/** Hooks of the offer routes: {@link memberGuard}, then an agent (403 NOT_AGENT, spec section 8). */
export const agentGuard = (app: FastifyInstance) => [
  ...realMember(app),
  async (request: FastifyRequest) => {
    if (!request.member || !isAgentType(request.member.type)) throw notAgent();
  },
];
