import { PUBLIC_SEND_API_PATH } from '@console/contracts/api-keys';

export const SDK_LANGUAGES = ['curl', 'node', 'java', 'python'] as const;
export type SdkLanguage = (typeof SDK_LANGUAGES)[number];

/** The planned request of the send API (messaging release): one SMS to one number. */
export const plannedSendBody = (text: string) => ({ type: 'SMS', from: '15881234', to: ['01012345678'], text });

/**
 * Copy-ready calls of POST /api/public/v1/messages in each language, with the key as a placeholder
 * built from the key's visible prefix (the key itself is never shown again after creation) and the
 * message text in the reader's language.
 */
export function sendExamples(origin: string, keyPlaceholder: string, sampleText: string): Record<SdkLanguage, string> {
  const url = `${origin}${PUBLIC_SEND_API_PATH}`;
  const planned = plannedSendBody(sampleText);
  const body = JSON.stringify(planned);
  const json = (indent: number) => JSON.stringify(planned, null, 2).replace(/\n/g, `\n${' '.repeat(indent)}`);
  return {
    curl: [
      `curl -X POST '${url}' \\`,
      `  -H 'Authorization: Bearer ${keyPlaceholder}' \\`,
      `  -H 'Content-Type: application/json' \\`,
      `  -d '${body}'`,
    ].join('\n'),
    node: [
      `const response = await fetch('${url}', {`,
      `  method: 'POST',`,
      `  headers: { Authorization: 'Bearer ${keyPlaceholder}', 'Content-Type': 'application/json' },`,
      `  body: JSON.stringify(${json(2)}),`,
      `});`,
      `console.log(response.status, await response.json());`,
    ].join('\n'),
    java: [
      `HttpClient client = HttpClient.newHttpClient();`,
      `HttpRequest request = HttpRequest.newBuilder(URI.create("${url}"))`,
      `    .header("Authorization", "Bearer ${keyPlaceholder}")`,
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
      `    headers={"Authorization": "Bearer ${keyPlaceholder}"},`,
      `    json=${JSON.stringify(planned, null, 4).replace(/\n/g, '\n    ')},`,
      `)`,
      `print(response.status_code, response.json())`,
    ].join('\n'),
  };
}
