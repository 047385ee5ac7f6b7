-- The oil-spill page's "Method" figure was an English phrase on the Chinese page too (a figure's value is shown as
-- it is in both languages): it becomes the threshold itself, which reads the same in both. A value staff have
-- changed since is left as they wrote it.
UPDATE effect_content
   SET figures = (
         SELECT jsonb_agg(
                  CASE WHEN f->>'value' = 'Adaptive threshold'
                       THEN jsonb_build_object('label_zh', '暗点门限', 'label_en', 'Dark-pixel threshold', 'value', 'μ − 2σ')
                       ELSE f END
                  ORDER BY i)
           FROM jsonb_array_elements(figures) WITH ORDINALITY AS x(f, i))
 WHERE service = 'oilSpill' AND figures @> '[{"value": "Adaptive threshold"}]';
