/** English: the demo payment gateway's checkout page (routes/payment-gateway/page.ts). */
export const paymentPage = {
  title: 'Demo Pay checkout',
  merchant: 'Merchant',
  order: 'Order',
  amount: 'Amount',
  pay: 'Pay now',
  fail: 'Simulate a failed payment',
  note: 'This is a demo payment channel: no real money is charged.',
  done: 'This order is already settled',
  back: 'Back to the merchant',
};
