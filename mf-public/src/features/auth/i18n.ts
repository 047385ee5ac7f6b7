import { addTranslations } from '@portal/shared/i18n';

/** The registration form's own texts (the form's field labels are in the remote's i18n.ts). */
addTranslations('public', {
  zh: {
    legal: {
      agreement: '我已阅读并同意<terms>《条款与条件》</terms>和<privacy>《隐私政策》</privacy>',
    },
  },
  en: {
    legal: {
      agreement:
        'I have read and agree to the <terms>Terms and Conditions</terms> and the <privacy>Privacy Policy</privacy>',
    },
  },
});
