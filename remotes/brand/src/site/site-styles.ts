/**
 * The one stylesheet of the public pages, inlined into each page (a few kilobytes: no request before
 * the first paint). Colours and type follow the console theme (@console/ui theme: primary #2457f5).
 */
export const SITE_CSS = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font-family:Pretendard,"Apple SD Gothic Neo","Noto Sans KR","Malgun Gothic",system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111827;background:#fff;line-height:1.6;font-size:16px;word-break:keep-all;overflow-wrap:anywhere}
a{color:#1d4ed8}
a:hover{color:#1e40af}
a:focus-visible,button:focus-visible,summary:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #93b4ff;outline-offset:2px}
img{max-width:100%;height:auto}
.skip{position:absolute;left:-9999px;top:0;background:#fff;padding:8px 12px;z-index:10}
.skip:focus{left:8px}
.wrap{max-width:1120px;margin:0 auto;padding:0 20px}
header.site{border-bottom:1px solid #e5e7eb;background:#fff}
header.site .bar{display:flex;align-items:center;gap:16px;min-height:64px}
.logo{display:flex;align-items:center;gap:8px;font-weight:800;font-size:18px;color:#111827;text-decoration:none}
.logo svg{flex:none}
nav.main{margin-left:auto}
nav.main ul{display:flex;gap:4px;list-style:none;margin:0;padding:0;align-items:center;flex-wrap:wrap}
nav.main a{display:inline-block;padding:8px 10px;border-radius:8px;color:#374151;text-decoration:none;font-weight:600;font-size:15px}
nav.main a:hover,nav.main a[aria-current="page"]{background:#eef3ff;color:#1d4ed8}
nav.main a.cta{background:#2457f5;color:#fff}
nav.main a.cta:hover{background:#1d4ed8;color:#fff}
details.menu{display:none;margin-left:auto}
details.menu summary{list-style:none;cursor:pointer;padding:8px 12px;border:1px solid #d1d5db;border-radius:8px;font-weight:600}
details.menu summary::-webkit-details-marker{display:none}
details.menu ul{list-style:none;margin:8px 0 0;padding:8px;position:absolute;right:20px;left:20px;background:#fff;border:1px solid #e5e7eb;border-radius:12px;box-shadow:0 10px 30px rgba(0,0,0,.08);z-index:5}
details.menu a{display:block;padding:10px 12px;color:#111827;text-decoration:none;border-radius:8px}
@media (max-width:820px){nav.main{display:none}details.menu{display:block}}
main{display:block;min-height:60vh}
.hero{background:linear-gradient(135deg,#eef3ff 0%,#f7fbff 60%,#eafaf4 100%);padding:72px 0}
.hero h1{font-size:clamp(30px,5vw,48px);line-height:1.25;margin:0 0 16px;font-weight:800;letter-spacing:-.02em}
.hero p.lead{font-size:clamp(17px,2.2vw,20px);color:#374151;max-width:680px;margin:0 0 28px}
.actions{display:flex;gap:12px;flex-wrap:wrap}
.button{display:inline-block;padding:12px 20px;border-radius:10px;font-weight:700;text-decoration:none;border:1px solid transparent;font-size:16px;line-height:1.3;cursor:pointer}
.button.primary{background:#2457f5;color:#fff}
.button.primary:hover{background:#1d4ed8;color:#fff}
.button.secondary{background:#fff;color:#1d4ed8;border-color:#93b4ff}
.button.secondary:hover{background:#eef3ff}
section.block{padding:56px 0}
section.block.alt{background:#f8fafc}
h2{font-size:clamp(22px,3vw,30px);line-height:1.3;margin:0 0 20px;letter-spacing:-.01em}
h3{font-size:19px;margin:0 0 8px}
.grid{display:grid;gap:20px;grid-template-columns:repeat(auto-fill,minmax(240px,1fr))}
.card{display:block;border:1px solid #e5e7eb;border-radius:14px;padding:22px;background:#fff;color:inherit;text-decoration:none}
a.card:hover{border-color:#93b4ff;box-shadow:0 6px 20px rgba(36,87,245,.08)}
.card p{margin:0;color:#4b5563}
.muted{color:#4b5563}
.small{font-size:14px}
.tag{display:inline-block;font-size:13px;font-weight:700;padding:2px 8px;border-radius:999px;background:#eef3ff;color:#1d4ed8;margin-right:8px;white-space:nowrap}
.tag.pin{background:#fff1f2;color:#be123c}
.tag.maint{background:#fff7ed;color:#9a3412}
.tag.update{background:#ecfdf5;color:#047857}
.tag.event{background:#fdf4ff;color:#a21caf}
ul.list{list-style:none;margin:0;padding:0;border-top:1px solid #e5e7eb}
ul.list li{border-bottom:1px solid #e5e7eb}
ul.list a{display:flex;gap:12px;align-items:baseline;justify-content:space-between;padding:14px 4px;color:#111827;text-decoration:none}
ul.list a:hover .title{text-decoration:underline}
ul.list time{color:#6b7280;font-size:14px;white-space:nowrap}
table.data{width:100%;border-collapse:collapse;font-size:15px}
table.data th,table.data td{border-bottom:1px solid #e5e7eb;padding:10px 8px;text-align:left;vertical-align:top}
table.data th{background:#f8fafc;font-weight:700}
table.data td.num,table.data th.num{text-align:right;white-space:nowrap}
.prose{max-width:820px}
.prose h2{margin-top:40px}
.prose h3{margin-top:28px}
.prose p,.prose li{color:#1f2937}
.prose table{width:100%;border-collapse:collapse;margin:16px 0}
.prose th,.prose td{border:1px solid #e5e7eb;padding:8px;text-align:left;vertical-align:top}
details.faq{border-bottom:1px solid #e5e7eb;padding:14px 4px}
details.faq summary{cursor:pointer;font-weight:700}
details.faq p{margin:10px 0 0;color:#374151}
form.inline{display:flex;gap:8px;flex-wrap:wrap;align-items:center;margin:0 0 20px}
form.inline input,form.inline select{padding:10px 12px;border:1px solid #9ca3af;border-radius:8px;font-size:15px;background:#fff;color:#111827}
form.inline button{padding:10px 16px;border:0;border-radius:8px;background:#2457f5;color:#fff;font-weight:700;font-size:15px;cursor:pointer}
nav.pages{display:flex;gap:6px;justify-content:center;margin:24px 0;flex-wrap:wrap}
nav.pages a,nav.pages span{min-width:40px;text-align:center;padding:8px 10px;border:1px solid #e5e7eb;border-radius:8px;text-decoration:none;color:#111827}
nav.pages [aria-current="page"]{background:#2457f5;color:#fff;border-color:#2457f5}
.crumbs{font-size:14px;color:#4b5563;margin:24px 0 8px}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
nav.filters ul{display:flex;gap:8px;flex-wrap:wrap;list-style:none;margin:0 0 16px;padding:0}
nav.filters a{display:inline-block;padding:6px 14px;border:1px solid #d1d5db;border-radius:999px;color:#374151;text-decoration:none;font-weight:600;font-size:15px}
nav.filters a[aria-current="page"]{background:#2457f5;border-color:#2457f5;color:#fff}
.article-meta{margin:0 0 8px}
.attachments{margin:32px 0 0;padding:16px 20px;border:1px solid #e5e7eb;border-radius:12px;background:#f8fafc;max-width:820px}
.attachments h2{font-size:17px;margin:0 0 8px}
.attachments ul{margin:0;padding-left:20px}
nav.prev-next ul{list-style:none;margin:40px 0 24px;padding:0;border-top:1px solid #e5e7eb}
nav.prev-next li{display:flex;gap:16px;padding:14px 4px;border-bottom:1px solid #e5e7eb}
nav.prev-next .label{font-weight:700;color:#374151;min-width:80px;flex:none}
.crumbs a{color:#4b5563}
.page-head{padding:40px 0 8px}
.page-head h1{font-size:clamp(26px,4vw,38px);line-height:1.3;margin:0 0 10px;letter-spacing:-.02em}
.page-head p.lead{font-size:clamp(17px,2.2vw,19px);color:#374151;max-width:720px;margin:0 0 20px}
nav.subnav ul{display:flex;gap:6px;flex-wrap:wrap;list-style:none;margin:24px 0 0;padding:0}
nav.subnav a{display:inline-block;padding:6px 12px;border-radius:8px;color:#374151;text-decoration:none;font-size:14px;font-weight:600;background:#f3f4f6}
nav.subnav a[aria-current="page"]{background:#2457f5;color:#fff}
ul.points,ol.steps{margin:0;padding-left:22px;max-width:820px}
ul.points li,ol.steps li{margin:6px 0}
.cta-box{margin:24px 0;padding:32px;border-radius:16px;background:#eef3ff}
.note{max-width:820px;padding:12px 16px;border-left:4px solid #93b4ff;background:#f8fafc;color:#374151}
footer.site{border-top:1px solid #e5e7eb;background:#f8fafc;color:#4b5563;font-size:14px;padding:32px 0;margin-top:64px}
footer.site ul{list-style:none;display:flex;gap:16px;flex-wrap:wrap;margin:0 0 12px;padding:0}
footer.site a{color:#374151}
footer.site p{margin:4px 0}
.lang{font-size:14px}
.auth{max-width:440px;margin:48px auto 0;padding:32px;border:1px solid #e5e7eb;border-radius:16px;background:#fff}
.auth h1{font-size:26px;margin:0 0 4px;letter-spacing:-.01em}
.auth form>p.muted{margin:0 0 20px}
.field{margin:0 0 16px}
.field label{display:block;font-weight:600;font-size:15px;margin:0 0 6px}
.field input{width:100%;padding:12px;border:1px solid #9ca3af;border-radius:8px;font-size:16px;background:#fff;color:#111827}
.field input[aria-invalid="true"]{border-color:#b91c1c}
.field-error{margin:6px 0 0;color:#b91c1c;font-size:14px}
.form-alert{margin:0 0 16px;padding:10px 14px;border-radius:8px;background:#fef2f2;color:#991b1b;font-size:15px}
.form-status:empty{display:none}
.form-status{margin:0 0 16px;color:#047857;font-size:15px}
.button.block{display:block;width:100%;font-family:inherit}
.button:disabled{opacity:.6;cursor:default}
.account-links{display:flex;gap:10px;justify-content:center;flex-wrap:wrap;margin:20px 0 0;font-size:14px;color:#4b5563}
.account-links a{color:#374151;text-decoration:none}
.account-links a:hover{text-decoration:underline}
.demo-hint{margin:16px 0 0;text-align:center}
.step-actions{display:flex;justify-content:space-between;gap:8px;margin:16px 0 0}
.link-button{background:none;border:0;padding:6px 4px;color:#1d4ed8;font:inherit;font-size:14px;font-weight:600;cursor:pointer}
[hidden]{display:none!important}
`;
