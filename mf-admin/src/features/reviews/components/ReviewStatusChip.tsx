import { useTranslation } from 'react-i18next';
import { Chip } from '@mui/material';
import type { ReviewRequest } from '../state/review-request';
import '../i18n';

const COLORS = { pending: 'warning', approved: 'success', rejected: 'error' } as const;

export function ReviewStatusChip({ status }: { status: ReviewRequest['status'] }) {
  const { t } = useTranslation('reviews');
  return <Chip size="small" color={COLORS[status]} label={t(status)} />;
}
