// The request schemas' validators, compiled once per process. Fastify compiles every route's
// schemas again for each app it builds: about 0.4 s of Ajv per start, paid by every server
// start and by every test app (hundreds per test run). Validators are pure functions of their
// schema and the Ajv options, so an app reuses the ones an earlier app of this process made
// for the same schema; with one app per process (npm start) nothing changes.
import AjvCompiler from '@fastify/ajv-compiler';

type BuildCompilerFromPool = ReturnType<typeof AjvCompiler>;
type Compile = ReturnType<BuildCompilerFromPool>;
type Validator = ReturnType<Compile>;

// Fastify's own compiler pool (one Ajv per set of options and shared schemas), kept for the process.
const pool = AjvCompiler();
const validators = new Map<Compile, Map<string, Validator>>();

/**
 * Fastify's `schemaController.compilersFactory.buildValidator`: Fastify's default compiler,
 * with its validators kept by the schema's content (a route plugin may build its schema
 * object again for each app: the same content compiles once).
 */
export const buildSharedValidator: BuildCompilerFromPool = (externalSchemas, options) => {
  const compile = pool(externalSchemas, options);
  const byContent = validators.get(compile) ?? new Map<string, Validator>();
  validators.set(compile, byContent);
  return (route) => {
    const key = `${route.httpPart ?? ''} ${JSON.stringify(route.schema)}`;
    let validator = byContent.get(key);
    if (!validator) byContent.set(key, (validator = compile(route)));
    return validator;
  };
};
