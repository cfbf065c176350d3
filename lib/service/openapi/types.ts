// The subset of OpenAPI 3.1 the document uses, and $refs into its components.

export type JsonSchema = { [key: string]: unknown };
export type Ref = { $ref: string };
export type HttpMethod = 'get' | 'post';

export interface OpenApiParameter {
  name: string;
  in: 'query' | 'path' | 'header';
  description: string;
  required?: boolean;
  style?: 'form' | 'simple';
  explode?: boolean;
  schema: JsonSchema;
  'x-extension'?: boolean;
}

export interface OpenApiResponse {
  description: string;
  headers?: Record<string, Ref>;
  content?: Record<string, { schema: JsonSchema | Ref }>;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  parameters?: (OpenApiParameter | Ref)[];
  requestBody?: {
    description: string;
    required: boolean;
    content: Record<string, { schema: JsonSchema; encoding?: Record<string, { style: 'form'; explode: boolean }> }>;
  };
  responses: Record<string, OpenApiResponse | Ref>;
  security?: Record<string, string[]>[];
  /** Numbers of the operations of shared spec service-v2.md that this operation serves. */
  'x-spec-operations'?: number[];
}

export interface OpenApiDocument {
  openapi: '3.1.1';
  info: { title: string; version: string; summary: string; description: string };
  servers: { url: string; description: string }[];
  tags: { name: string; description: string }[];
  security: Record<string, string[]>[];
  paths: Record<string, Partial<Record<HttpMethod, OpenApiOperation>>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, OpenApiResponse>;
    parameters: Record<string, OpenApiParameter>;
    headers: Record<string, { description: string; schema: JsonSchema }>;
    securitySchemes: Record<string, { type: 'apiKey'; in: 'header'; name: string; description: string }>;
  };
}

export const schemaRef = (id: string): Ref => ({ $ref: `#/components/schemas/${id}` });
export const responseRef = (id: string): Ref => ({ $ref: `#/components/responses/${id}` });
export const parameterRef = (id: string): Ref => ({ $ref: `#/components/parameters/${id}` });
export const headerRef = (id: string): Ref => ({ $ref: `#/components/headers/${id}` });
