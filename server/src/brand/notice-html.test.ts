import assert from 'node:assert/strict';
import { test } from 'node:test';
import { htmlToText, noticeBodyHtml, noticeBodyText, plainTextToHtml, sanitizeNoticeHtml } from './notice-html';

test('scripts, handlers, styles, iframes and forms go; allowed markup stays', () => {
  const html = sanitizeNoticeHtml(
    '<h1 class="x">제목</h1><p style="color:red" onmouseover="x()">본문 <i>기울임</i></p><script>alert(1)</script>' +
      '<iframe src="https://evil.example"></iframe><form action="/x"><input name="a"></form><svg onload="x()"></svg>' +
      '<table><tr><th scope="col" onclick="x()">항목</th><td colspan="2">값</td></tr></table><ol><li>하나</li></ol>',
  );
  assert.equal(
    html,
    '<h2>제목</h2><p>본문 <em>기울임</em></p><table><tr><th scope="col">항목</th><td colspan="2">값</td></tr></table><ol><li>하나</li></ol>',
  );
});

test('links keep http, https and mailto only and get rel noopener; images only from https or our attachments', () => {
  const html = sanitizeNoticeHtml(
    '<a href="javascript:alert(1)">a</a><a href="JAVASCRIPT:alert(1)">b</a><a href="data:text/html,x">c</a>' +
      '<a href="http://example.kr" target="_blank" rel="opener">d</a><a href="mailto:help@console.example.kr">e</a>' +
      '<img src="http://example.kr/a.png"><img src="data:image/png;base64,AA"><img src="//evil.example/a.png">' +
      '<img src="/brand/customers/notice/1/attachments/../../x"><img src="javascript:alert(1)">' +
      '<img src="https://cdn.example.kr/a.png" onerror="x()"><img src="/brand/customers/notice/12/attachments/3" alt="표">',
  );
  assert.equal(
    html,
    '<a rel="noopener noreferrer">a</a><a rel="noopener noreferrer">b</a><a rel="noopener noreferrer">c</a>' +
      '<a href="http://example.kr" rel="noopener noreferrer">d</a>' +
      '<a href="mailto:help@console.example.kr" rel="noopener noreferrer">e</a>' +
      '<img src="https://cdn.example.kr/a.png" /><img src="/brand/customers/notice/12/attachments/3" alt="표" />',
  );
});

test('plain text becomes escaped paragraphs; text comes back from HTML with its entities read', () => {
  assert.equal(
    plainTextToHtml('첫 줄 <b>\n둘째 줄\r\n\r\n\n다음 & 끝'),
    '<p>첫 줄 &lt;b&gt;<br />둘째 줄</p><p>다음 &amp; 끝</p>',
  );
  assert.equal(
    htmlToText('<h2>점검</h2><p><strong>새벽</strong>에 &amp; &lt;꼭&gt; &#8220;확인&#x201D;</p><p>끝</p>'),
    '점검 새벽에 & <꼭> “확인” 끝',
  );
  assert.equal(noticeBodyHtml('<p onclick="x">a</p>', 'HTML'), '<p>a</p>');
  assert.equal(noticeBodyHtml('<p onclick="x">a</p>', 'TEXT'), '<p>&lt;p onclick=&quot;x&quot;&gt;a&lt;/p&gt;</p>');
  assert.equal(noticeBodyText('가\n\n나  다', 'TEXT'), '가 나 다');
});
