import { addTranslations } from '@portal/shared/i18n';

/** Texts of /personalCenter/allarchivedOrderManagement, the mall orders (its title is the order-centre menu's). */
addTranslations('mallOrders', {
  zh: {
    explain:
      '商城订单是客户从购物车订购、以余额支付的存档影像订单；编程订单交付的产品也列在这里，金额为 ¥0，标为“编程订单交付”。',
  },
  en: {
    explain:
      'A mall order is an order of archive images a customer placed from the cart and paid from the balance; products delivered for a tasking order are listed here too, at ¥0, marked “Tasking delivery”.',
  },
});
