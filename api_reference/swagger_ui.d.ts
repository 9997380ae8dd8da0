/** swagger-ui-dist ships no types; this is the part api_reference/app.ts uses. */
declare module 'swagger-ui-dist/swagger-ui-es-bundle.js' {
  type Options = {
    url?: string
    domNode: HTMLElement
    deepLinking?: boolean
    validatorUrl?: string | null
    persistAuthorization?: boolean
    plugins?: (() => object)[]
  }
  export default function SwaggerUI(options: Options): unknown
}
