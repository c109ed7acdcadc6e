-- The template a request was sent with, as history and exports name it (e.g. "ORDER_SHIPPED · 배송 출발 안내"),
-- written by the request's channel when it is accepted; null for requests without a template.
ALTER TABLE send_requests ADD COLUMN template_label text;
UPDATE send_requests r SET template_label = t.code || ' · ' || t.name
  FROM alimtalk_templates t WHERE r.kakao_template_seq = t.seq;
