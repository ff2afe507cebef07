// ra-language-spanish 1.0.0 ships no types (CommonJS object of strings).
declare module 'ra-language-spanish' {
  type Messages = { [key: string]: string | Messages };
  const spanishMessages: { ra: { [section: string]: Messages } };
  export default spanishMessages;
}
