/**
 * The cart and archive orders: choosing, pricing, ordering, cancelling, downloading.
 * Merged with the other areas into SERVER_MESSAGES (../messages.ts); a key is unique across them.
 */
export const ORDER_MESSAGES = {
  selectImage: { zh: '请至少选择一景影像', en: 'Please select at least one image' },
  orderConflict: {
    zh: '所选影像中有已订购、无权订购、不存在或未定价的影像',
    en: 'Some selected images are already ordered, not available to you, missing or not priced',
  },
  orderSceneOrdered: { zh: '该影像已在您的订单中', en: 'You have already ordered this image' },
  orderSceneRestricted: { zh: '您无权订购该影像', en: 'You are not permitted to order this image' },
  orderSceneMissing: { zh: '该影像不存在', en: 'This image no longer exists' },
  orderSceneUnpriced: { zh: '该影像暂无价格，请联系销售', en: 'This image has no price yet; contact sales' },
  orderCostChanged: {
    zh: '所选影像的价格已变化，请确认新的费用后重新下单',
    en: 'The price of your selection has changed: check the new cost and order again',
  },
  orderNotCancellable: {
    zh: '该订单已下载或已取消，不能再取消',
    en: 'This order has been downloaded or cancelled and cannot be cancelled',
  },
  orderIsDelivery: {
    zh: '该订单是编程订单 {no} 的交付，不能作为存档订单取消',
    en: 'This order is the delivery of tasking order {no} and cannot be cancelled as an archive order',
  },
  orderNotDownloadable: { zh: '已取消的订单不能下载', en: 'A cancelled order cannot be downloaded' },
  orderPlaced: { zh: '下单成功', en: 'Order placed' },
  productNotPaid: {
    zh: '该影像的产品仅提供给已订购的用户，请先下单购买',
    en: 'This product is delivered only to customers who ordered it: order the image first',
  },
  orderScenesOwned: {
    zh: '所选影像中有您已购买的影像，不能重复购买',
    en: 'You have already bought some of the selected images; they cannot be paid for again',
  },
  cartScenesOwned: {
    zh: '您已购买这些影像中的部分影像，不能再加入购物车',
    en: 'You have already bought some of these images; they cannot be added to the cart again',
  },
  orderCancelled: {
    zh: '订单已取消，费用已退回余额',
    en: 'Order cancelled; the money is back in your balance',
  },
  catalogAddedToCart: { zh: '成功加入购物车', en: 'Successfully added to shopping cart' },
  catalogCartFull: { zh: '购物车最多可放1000景影像', en: 'The cart holds at most 1000 images' },
} as const;
