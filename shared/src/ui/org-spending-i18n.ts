import { addTranslations } from '../i18n';

/**
 * Texts of an organisation member's order (docs/organisations.md), namespace `orgSpending`: the budget select, the
 * budget and monthly limit left, the approval an order waits for, and the roles that may not order. Shared by the
 * archive order dialog and the tasking order form.
 */
export const ORG_SPENDING_NS = 'orgSpending';

addTranslations(ORG_SPENDING_NS, {
  zh: {
    budget: '预算',
    option: '{{code}} — {{name}}',
    optionLeft: '{{label}}（剩余 {{left}}）',
    choose: '请选择本单使用的预算',
    budgetLeft: '预算剩余 {{money}}',
    limitLeft: '您的月度限额剩余 {{money}}',
    separator: ' · ',
    approval: {
      threshold: '本单金额超过团队的审批门槛，需等待团队管理员审批；审批期间金额将被冻结。',
      monthly_limit: '本单超出您的月度限额，需等待团队管理员审批；审批期间金额将被冻结。',
      other: '本单需等待团队管理员审批；审批期间金额将被冻结。',
    },
    overCap: '本单金额超出该预算的剩余额度（剩余 {{left}}），请选择其他预算',
    awaiting: '订单已提交，金额已冻结，等待团队管理员审批',
    cannotBuy: '查看者不能下单，请联系团队管理员',
    cannotTask: '您的角色不能下编程订单，请联系团队管理员',
  },
  en: {
    budget: 'Budget',
    option: '{{code}} — {{name}}',
    optionLeft: '{{label}} (left {{left}})',
    choose: 'Choose the budget this order is assigned to',
    budgetLeft: 'Budget left {{money}}',
    limitLeft: 'Your monthly limit left {{money}}',
    separator: ' · ',
    approval: {
      threshold:
        'This order is above your organisation’s approval threshold: it will wait for a manager’s approval; its amount is held meanwhile.',
      monthly_limit:
        'This order passes your monthly limit: it will wait for a manager’s approval; its amount is held meanwhile.',
      other: 'This order will wait for a manager’s approval; its amount is held meanwhile.',
    },
    overCap: 'This order would pass the budget’s cap ({{left}} left): choose another budget',
    awaiting: 'Order submitted; its amount is held until a manager approves it',
    cannotBuy: 'Viewers cannot place orders; ask a manager of your organisation',
    cannotTask: 'Your role cannot place tasking orders; ask a manager of your organisation',
  },
});
