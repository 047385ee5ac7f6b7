-- The video-radar page's "Imaging mode" figure read "Spotlight" on the Chinese page too (a figure's value is shown
-- as it is in both languages, docs/requirements.md §1.1): the mode moves into the label and the value becomes the
-- mode's swath, which reads the same in both. A value staff have changed since is left as they wrote it.
UPDATE effect_content
   SET figures = (
         SELECT jsonb_agg(
                  CASE WHEN f->>'value' = 'Spotlight'
                       THEN jsonb_build_object('label_zh', '聚束模式幅宽', 'label_en', 'Spotlight swath', 'value', '7 km')
                       ELSE f END
                  ORDER BY i)
           FROM jsonb_array_elements(figures) WITH ORDINALITY AS x(f, i))
 WHERE service = 'videoRadar' AND figures @> '[{"value": "Spotlight"}]';
