-- The hourly cleanup of images never sent (src/sending/image-cleanup.ts) asks, per old image, whether
-- anything still refers to it. MMS images: send_request_images_image (034) answers. RCS images are
-- named by brands (a foreign key without an index, which every image delete would also scan) and by
-- the cards JSON of templates and of RCS requests: containment (@>) on these indexes answers those.
CREATE INDEX rcs_brands_logo_image ON rcs_brands (logo_image_seq);
CREATE INDEX rcs_templates_cards ON rcs_templates USING gin (cards jsonb_path_ops) WITH (fastupdate = off);
CREATE INDEX send_requests_rcs_cards ON send_requests USING gin (rcs_cards jsonb_path_ops) WITH (fastupdate = off) WHERE channel = 'RCS';
