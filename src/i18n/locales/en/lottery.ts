/**
 * English: the lottery pages (docs/lottery.md section 6): /lottery lobby, /vnLottery, /seaLottery,
 * result sheets, bet types and the betting record's ticket detail, addressed as `lottery.*`.
 * SCAFFOLD: the front-end helper fills it.
 */
export const lottery = {
  title: 'Lottery',
};
