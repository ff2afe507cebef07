// Reads a generated feed back as a marketplace would and checks it against its schema in the
// repository (schemas/feeds/*.json): well-formed XML first, then the document.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import { XMLParser, XMLValidator, type X2jOptions } from 'fast-xml-parser';
import { motoretoParserOptions } from '../../server/feeds/formats/motoreto';
import { ofertaParserOptions } from '../../server/feeds/formats/oferta-de-coches';
import { wallapopParserOptions } from '../../server/feeds/formats/wallapop';

export type FeedChannel = 'wallapop' | 'motoreto' | 'oferta-de-coches';

const PARSER_OPTIONS: Record<FeedChannel, Partial<X2jOptions>> = {
  wallapop: wallapopParserOptions,
  motoreto: motoretoParserOptions,
  'oferta-de-coches': ofertaParserOptions,
};

const ajv = new Ajv({ allErrors: true, strict: true });
const validators = new Map<FeedChannel, ValidateFunction>();

const validatorOf = (channel: FeedChannel): ValidateFunction => {
  let validate = validators.get(channel);
  if (!validate) {
    const file = join(__dirname, '../../schemas/feeds', `${channel}.json`);
    validate = ajv.compile(JSON.parse(readFileSync(file, 'utf8')) as object);
    validators.set(channel, validate);
  }
  return validate;
};

export type FeedDocument = Record<string, Record<string, unknown>>;

/** The parsed document; throws naming the XML error or the schema errors. */
export function readValidFeed(channel: FeedChannel, xml: string): FeedDocument {
  const wellFormed = XMLValidator.validate(xml);
  if (wellFormed !== true) throw new Error(`XML mal formado: ${JSON.stringify(wellFormed.err)}`);
  const doc = new XMLParser(PARSER_OPTIONS[channel]).parse(xml) as FeedDocument;
  const validate = validatorOf(channel);
  if (!validate(doc)) throw new Error(`No cumple el esquema: ${ajv.errorsText(validate.errors)}`);
  return doc;
}
