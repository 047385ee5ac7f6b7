import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, LinearProgress, Typography } from '@mui/material';
import { ErrorState } from '@portal/shared/ui';
import { useAsync } from '../../../common/use-async';
import { openApiDocument } from '../api';
import { NS } from '../i18n';

/**
 * The OpenAPI document rendered by Scalar; the document and Scalar's chunk load in parallel, on first view. The
 * document is the page's language (the API answers in the request's Accept-Language) and is asked for again when
 * the language changes. Scalar has no Chinese of its own: on a Chinese page its labels are put into Chinese as it
 * renders them (scalar-zh.ts).
 */
export function ApiReference() {
  const { t, i18n } = useTranslation(NS);
  const host = useRef<HTMLDivElement>(null);
  const lang = i18n.language;
  // The language travels with the document it was asked for, so the two are mounted together.
  const [state, retry] = useAsync(
    () => Promise.all([openApiDocument(), import('../scalar'), lang === 'en' ? 'en' : 'zh'] as const),
    [lang],
  );
  useEffect(() => {
    if (state.status !== 'done' || !host.current) return;
    const [document, scalar, docLang] = state.value;
    return scalar.mountApiReference(host.current, document, docLang);
  }, [state]);
  if (state.status === 'error')
    return <ErrorState message={t('reference.error', { msg: state.message })} onRetry={retry} />;
  return (
    <>
      {state.status === 'loading' && (
        <Box sx={{ py: 3 }} data-testid="api-reference-loading">
          <Typography id="api-reference-loading" sx={{ mb: 1 }}>
            {t('reference.loading')}
          </Typography>
          <LinearProgress aria-labelledby="api-reference-loading" />
        </Box>
      )}
      <Box
        ref={host}
        role="region"
        aria-label={t('reference.region')}
        data-testid="api-reference"
        // A developer reference: its field names, codes and paths are its subject (e2e/language-scan.ts).
        data-scan="reference"
        sx={{ mx: { xs: -2, sm: 0 } }}
      />
    </>
  );
}
