import { EXAMPLE_IDEMPOTENCY_KEY, PUBLIC_SEND_API_PATH, publicSendExampleBody } from '@console/contracts/api-keys';

export const SDK_LANGUAGES = ['curl', 'node', 'java', 'python'] as const;
export type SdkLanguage = (typeof SDK_LANGUAGES)[number];

/**
 * Copy-ready calls of POST /api/public/v1/send-requests in each language, with the key as a
 * placeholder built from the key's visible prefix (the key itself is never shown again after
 * creation), an Idempotency-Key and the message text in the reader's language.
 */
export function sendExamples(origin: string, keyPlaceholder: string, sampleText: string): Record<SdkLanguage, string> {
  const url = `${origin}${PUBLIC_SEND_API_PATH}`;
  const planned = publicSendExampleBody(sampleText);
  const body = JSON.stringify(planned);
  const json = (indent: number) => JSON.stringify(planned, null, 2).replace(/\n/g, `\n${' '.repeat(indent)}`);
  return {
    curl: [
      `curl -X POST '${url}' \\`,
      `  -H 'Authorization: Bearer ${keyPlaceholder}' \\`,
      `  -H 'Idempotency-Key: ${EXAMPLE_IDEMPOTENCY_KEY}' \\`,
      `  -H 'Content-Type: application/json' \\`,
      `  -d '${body}'`,
    ].join('\n'),
    node: [
      `const response = await fetch('${url}', {`,
      `  method: 'POST',`,
      `  headers: { Authorization: 'Bearer ${keyPlaceholder}', 'Idempotency-Key': '${EXAMPLE_IDEMPOTENCY_KEY}', 'Content-Type': 'application/json' },`,
      `  body: JSON.stringify(${json(2)}),`,
      `});`,
      `console.log(response.status, await response.json());`,
    ].join('\n'),
    java: [
      `HttpClient client = HttpClient.newHttpClient();`,
      `HttpRequest request = HttpRequest.newBuilder(URI.create("${url}"))`,
      `    .header("Authorization", "Bearer ${keyPlaceholder}")`,
      `    .header("Idempotency-Key", "${EXAMPLE_IDEMPOTENCY_KEY}")`,
      `    .header("Content-Type", "application/json")`,
      `    .POST(HttpRequest.BodyPublishers.ofString(${JSON.stringify(body)}))`,
      `    .build();`,
      `HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());`,
      `System.out.println(response.statusCode() + " " + response.body());`,
    ].join('\n'),
    python: [
      `import requests`,
      ``,
      `response = requests.post(`,
      `    "${url}",`,
      `    headers={"Authorization": "Bearer ${keyPlaceholder}", "Idempotency-Key": "${EXAMPLE_IDEMPOTENCY_KEY}"},`,
      `    json=${JSON.stringify(planned, null, 4).replace(/\n/g, '\n    ')},`,
      `)`,
      `print(response.status_code, response.json())`,
    ].join('\n'),
  };
}
