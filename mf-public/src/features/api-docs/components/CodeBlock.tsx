import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { NS } from '../i18n';

/**
 * A block of code with a button that copies it; `label` names the code for screen readers. The code is marked
 * translate="no": it is the same in every language (its comments come in the reader's language already), and a
 * page translator must not rewrite it.
 */
export function CodeBlock({ code, label }: { code: string; label: string }) {
  const { t } = useTranslation(NS);
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = () =>
    navigator.clipboard.writeText(code).then(
      () => setCopied('copied'),
      () => setCopied('failed'),
    );
  return (
    <Box sx={{ position: 'relative', my: 1 }}>
      <Box
        component="pre"
        translate="no"
        tabIndex={0}
        aria-label={label}
        data-testid="code-example"
        sx={{
          m: 0,
          p: 2,
          pt: 5,
          overflowX: 'auto',
          bgcolor: 'grey.900',
          color: 'grey.100',
          borderRadius: 1,
          fontSize: 13,
          lineHeight: 1.5,
        }}
      >
        <code>{code}</code>
      </Box>
      <Box sx={{ position: 'absolute', top: 4, right: 4, display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box component="span" role="status" sx={{ color: 'grey.300', fontSize: 12 }}>
          {copied === 'copied' ? t('examples.copied') : copied === 'failed' ? t('examples.copyFailed') : ''}
        </Box>
        <Button
          size="small"
          variant="contained"
          color="inherit"
          startIcon={<ContentCopyIcon />}
          onClick={copy}
          aria-label={`${t('examples.copy')}: ${label}`}
        >
          {t('examples.copy')}
        </Button>
      </Box>
    </Box>
  );
}
