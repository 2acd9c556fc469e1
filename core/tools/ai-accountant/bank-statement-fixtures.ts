import { readStatement, type ColumnMapping, type StatementTable } from './statement-import';
import { guessMapping } from './statement-layout';

/**
 * Bank statement exports for the tests (ADR 0081): one per bank layout, written by hand in the column set its source
 * documents, with invented transactions (no real account or person). Each names its source; docs/tools/ai-accountant.md
 * lists them.
 */

/** A statement's table as the tests compare its reading: the mapping guessed, then its rows (without lines) and the rest. */
export function readGuessed(table: StatementTable) {
  const mapping = guessMapping(table);
  const reading = readStatement(table, mapping);
  return {
    mapping,
    rows: reading.rows.map(({ line: _, ...row }) => row),
    problems: reading.problems,
    notCompleted: reading.notCompleted,
  };
}

/**
 * HDFC Bank: "Date, Narration, Value Dt, Chq./Ref.No., Withdrawal Amt., Deposit Amt., and Closing Balance. Date
 * format is DD/MM/YY", account details above the table —
 * https://www.convertstatement.online/blog/indian-bank-statement-formats-differences and
 * https://www.convertstatement.online/blog/how-to-read-hdfc-bank-statement-pdf
 */
export const HDFC_LAYOUT = {
  header: ['Date', 'Narration', 'Value Dt', 'Chq./Ref.No.', 'Withdrawal Amt.', 'Deposit Amt.', 'Closing Balance'],
  /** The mapping its headers say: the date is Date (not Value Dt), day first; money out and in apart. */
  mapping: {
    date: 'Date',
    description: 'Narration',
    dateFormat: 'DD/MM/YYYY',
    amountKind: 'split',
    debit: 'Withdrawal Amt.',
    credit: 'Deposit Amt.',
    reference: 'Chq./Ref.No.',
    balance: 'Closing Balance',
  } satisfies ColumnMapping,
};
export const HDFC = [
  'HDFC BANK Ltd.,Statement of account',
  'Account No :,50100000000001',
  HDFC_LAYOUT.header.join(','),
  '14/04/25,NEFT CR-ACME TECHNOLOGIES-INVOICE 42,14/04/25,0000000000000101,,"1,25,000.00","2,25,000.00"',
  '15/04/25,UPI-UBER INDIA-UBER TRIP,15/04/25,0000000000000102,250.00,,"2,24,750.00"',
  '15/04/25,UPI-UBER INDIA-UBER TRIP,15/04/25,0000000000000103,250.00,,"2,24,500.00"',
].join('\r\n');

/**
 * ICICI Bank: "Transaction Date, Value Date, Description, Cheque Number, Amount, and Balance. It uses DD-Mon-YYYY
 * format … negative amounts for debits" — https://www.convertstatement.online/blog/indian-bank-statement-formats-differences
 */
export const ICICI = [
  'Transaction Date,Value Date,Description,Cheque Number,Amount,Balance',
  '01-Apr-2025,01-Apr-2025,UPI/ZOMATO/FOOD,,-477.00,"49,523.00"',
  '13-Apr-2025,13-Apr-2025,NEFT/CLIENT PAYMENT,,"1,20,000.00","1,69,523.00"',
].join('\n');

/**
 * State Bank of India: "Txn Date, Value Date, Description, Ref No./Cheque No., Debit, Credit, and Balance. The date
 * format is DD Mon YYYY (e.g., 15 Jan 2024)" — https://www.convertstatement.online/blog/indian-bank-statement-formats-differences
 */
export const SBI = [
  'Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance',
  '15 Jan 2024,15 Jan 2024,BY TRANSFER-NEFT-SEED ROUND,NEFT000111,,"25,00,000.00","25,10,000.00"',
  '16 Jan 2024,16 Jan 2024,TO TRANSFER-RENT JANUARY,TRF000112,"55,000.00",,"24,55,000.00"',
].join('\n');

/**
 * Axis Bank: "Tran Date, CHQNO, Particulars, DR, CR, and BAL. Date format is DD-MM-YYYY" —
 * https://www.convertstatement.online/blog/indian-bank-statement-formats-differences
 */
export const AXIS = [
  'Tran Date,CHQNO,Particulars,DR,CR,BAL',
  '20-05-2025,,UPI/P2M/AWS INDIA/HOSTING,"4,200.50",,"95,799.50"',
  '21-05-2025,,NEFT/INVOICE 7/BETA LABS,,"30,000.00","1,25,799.50"',
].join('\n');

/**
 * Kotak Mahindra Bank's own sample statement: "Sr. no., Date, Narration, Withdrawal, Deposit, Closing balance", dates
 * as "January 10th, 2012", amounts as "Rs. 10,000/-", an Opening Balance row first —
 * https://www.kotak.com/content/kotakcl/en/personal-banking/accounts/savings-account/silk-woman-savings-account/silk-woman-savings-account-faqs.html
 */
export const KOTAK = [
  'Sr. no.,Date,Narration,Withdrawal,Deposit,Closing balance',
  '1,"January 1st, 2012",Opening Balance,,,"Rs. 10,000/-"',
  '2,"January 10th, 2012",ECS Credit-VD,,"Rs. 10,000/-","Rs. 20,000/-"',
  '3,"January 16th, 2012",Cash Withdrawal,"Rs. 5,000/-",,"Rs. 15,000/-"',
].join('\n');

/**
 * Chase checking: "Details, Posting Date, Description, Amount, Type, Balance, Check or Slip #"; amounts "Negative for
 * debits, positive for credits" — https://github.com/gonzalocordero/personal-finances/blob/main/CSV-FORMAT-GUIDE.md
 * (Details holds DEBIT or CREDIT, Type a code such as ACH_DEBIT).
 */
export const CHASE = [
  'Details,Posting Date,Description,Amount,Type,Balance,Check or Slip #',
  'DEBIT,04/15/2025,UBER   *TRIP,-25.00,DEBIT_CARD,1975.00,',
  'DEBIT,04/15/2025,UBER   *TRIP,-25.00,DEBIT_CARD,1950.00,',
  'CREDIT,04/16/2025,ACME CORP PAYROLL,3500.00,ACH_CREDIT,5450.00,',
].join('\n');

/**
 * Bank of America: "Date","Description","Amount","Running Bal.", amounts such as "2,500.00" —
 * https://www.datariver.co/blog/how-to-convert-bank-of-america-statement-to-csv
 */
export const BANK_OF_AMERICA = [
  '"Date","Description","Amount","Running Bal."',
  '"04/15/2025","DIRECT DEPOSIT ACME INC","2,500.00","3,500.00"',
  '"04/16/2025","GITHUB INC","-21.00","3,479.00"',
].join('\n');

/**
 * Wells Fargo: "a 5-column CSV with no header row … Date, Amount, Col3, Col4, Description. Amount is signed" —
 * https://checkunpaidinvoices.com/reconcile/wells-fargo-with-wave
 */
export const WELLS_FARGO = [
  '04/15/2026,4250.00,*,*,DEPOSIT ACME INDUSTRIES CHECK 1042',
  '04/15/2026,-89.99,*,*,POS PURCHASE XYZ OFFICE SUPPLIES',
].join('\n');

/**
 * Barclays (Barclays.Net "CSV Transactions"): an export line, then "GROUP","ACC ID","ACCOUNT NO","TYPE","BANK
 * CODE","CURR","ENTRY DATE","AS AT","AMOUNT","TLA CODE","CHEQUE NO","STATUS","DESCRIPTION"; dates "dd/MM/yy" —
 * https://docs.iplicit.com/guide/settings/data_upload/interfaces/bank_statement_import/banks/barclays/barclays_net_transactions_csv.html
 */
export const BARCLAYS = [
  '"Barclays.Net Transaction exported at 09:00 16/04/25"',
  '"GROUP","ACC ID","ACCOUNT NO","TYPE","BANK CODE","CURR","ENTRY DATE","AS AT","AMOUNT","TLA CODE","CHEQUE NO","STATUS","DESCRIPTION"',
  '"","","12345678","","12-34-56","GBP","14/04/25","Close",1500.00,"XXX","","C","INVOICE 18 NORTHWIND LTD"',
  '"","","12345678","","12-34-56","GBP","15/04/25","Close",-42.50,"XXX","","C","OFFICE SUPPLIES"',
].join('\n');

/**
 * Wise: the statement CSV's "TransferWise ID, Date, Description, Amount (signed), Currency, Running Balance, Exchange
 * Rate, Total fees" — https://skills.sh/openaccountant/skills/wise-import (DEBIT/CREDIT rows and a running balance
 * after each: https://docs.wise.com/api-docs/api-reference/balance-statement). The pages name no date format: these
 * are day first, as the beangulp Wise importers read Wise's dates (dayfirst), with days past 12 so no order is guessed.
 */
export const WISE = [
  'TransferWise ID,Date,Description,Amount,Currency,Running Balance,Exchange Rate,Total fees',
  'TRANSFER-100000001,14-04-2025,Sent money to Figma Inc,-45.00,USD,955.00,,0.00',
  'CARD-100000002,15-04-2025,Card transaction of 12.00 USD issued by Notion,-12.00,USD,943.00,,0.00',
].join('\n');

/**
 * Revolut (personal account statement, CSV): "Type,Product,Started Date,Completed Date,Description,Amount,Fee,Currency,
 * State,Balance", dates and times year first — the header and the rows of ofxstatement-revolut's own sample,
 * https://github.com/mlaitinen/ofxstatement-revolut/blob/master/tests/samples/2022-january.csv (a PENDING row has no
 * Completed Date and no Balance), and a user's export quoted in https://github.com/leolabs/you-need-a-parser/issues/554.
 * The Fee is written positive and charged on top of the Amount: ofxstatement-revolut "ignore[s] other than COMPLETED
 * transactions" and records "an additional fee transaction" for each fee (its changelog,
 * https://pypi.org/project/ofxstatement-revolut/). REVERTED rows put an importer's balance out of step:
 * https://github.com/ledger123/runmyaccounts/issues/402. Each balance is the one before, plus the amount, less the fee.
 */
export const REVOLUT = [
  'Type,Product,Started Date,Completed Date,Description,Amount,Fee,Currency,State,Balance',
  'TOPUP,Current,2025-04-14 09:00:10,2025-04-14 09:00:12,Top-Up by *1234,500.00,0.00,EUR,COMPLETED,1500.00',
  'CARD_PAYMENT,Current,2025-04-14 18:30:00,2025-04-15 10:00:00,Notion Labs,-12.00,0.00,EUR,COMPLETED,1488.00',
  'EXCHANGE,Current,2025-04-16 11:00:00,2025-04-16 11:00:01,Exchanged to USD,-100.00,0.50,EUR,COMPLETED,1387.50',
  'CARD_PAYMENT,Current,2025-04-17 12:00:00,,Figma,-45.00,0.00,EUR,PENDING,',
  'CARD_PAYMENT,Current,2025-04-17 13:00:00,2025-04-17 13:05:00,Coffee Corner,-3.50,0.00,EUR,REVERTED,',
  'CARD_PAYMENT,Current,2025-04-18 08:00:00,,Hotel Booking,-220.00,0.00,EUR,DECLINED,',
].join('\n');

/**
 * SEB (Estonia) account statement CSV: "Client account, Document number, Date, Beneficiary's/remitter's account,
 * Beneficiary's/remitter's name, Code of beneficiary's/remitter's bank, Empty (not in use), Debit/Credit (D/C),
 * Amount, Reference number, Archiving ID, Description, Commission fee, Currency, Remitter's Reg. or ID code" —
 * https://www.seb.ee/en/business/daily-banking/tools-and-online-services/description-account-statement-csv-format
 * (the separator and decimal mark are the user's choice: here commas and dots). One amount, its direction in the
 * D/C column. The page names no date format: these are day first with dots, days past 12.
 */
export const SEB = [
  "Client account,Document number,Date,Beneficiary's/remitter's account,Beneficiary's/remitter's name,Code of beneficiary's/remitter's bank,,Debit/Credit (D/C),Amount,Reference number,Archiving ID,Description,Commission fee,Currency,Remitter's Reg. or ID code",
  'EE000000000000000001,101,14.04.2025,EE000000000000000002,Northwind OU,EEUHEE2X,,C,1200.00,,2025041400001,Invoice 18,0.00,EUR,',
  'EE000000000000000001,102,15.04.2025,EE000000000000000003,Office Rent OU,EEUHEE2X,,D,850.00,,2025041500002,Rent April,0.00,EUR,',
].join('\n');

/**
 * Revolut Business (its own statement CSV, not the personal one above): "Date started (UTC), Date completed (UTC), ID,
 * Type, State, Description, Reference, Payer, Card number, Card label, Card state, Orig currency, Orig amount, Payment
 * currency, Amount, Total amount, Exchange rate, Fee, Fee currency, Balance, Account, Beneficiary account number,
 * Beneficiary sort code or routing number, Beneficiary IBAN, Beneficiary BIC, MCC, Related transaction id, Spend
 * program". Sources: the business export's headers as revolut-to-mt940 reads them, "Date started (UTC), Date
 * completed (UTC), ID, Type, Description, Reference, Payer, Card number, Orig currency, Orig amount, Payment currency,
 * Amount, Fee, Balance, Account, Beneficiary …" (https://github.com/gerwin3/revolut-to-mt940/pull/7, "Revolut
 * Business CSV export headers as of Jan 10 2024", and the same list in its issue
 * https://github.com/gerwin3/revolut-to-mt940/issues/3), with dates year first, date only (`%Y-%m-%d`); its README
 * ("Only export completed transactions") and revolut.py, where a row's Fee is signed (balance = before + Amount + Fee)
 * and recorded as a transaction of its own. The State column (COMPLETED) as an earlier business export has it
 * (https://github.com/nikolausm/Revolut2Lexoffice/blob/HEAD/Console/Minicon_jan_1_jan_31.csv); Total amount,
 * Exchange rate, Fee currency and MCC as revolut-business-to-freeagent reads them, a fee again its own row
 * (https://github.com/TolgaV/revolut-business-to-freeagent/blob/HEAD/revolut-business-fee-splitter.py). Unlike the
 * personal export, the Fee is negative and Total amount = Amount + Fee. Every ID, name, card and account here is
 * invented.
 *
 * Worked by hand, from a balance of €2,000.00: +1,500.00 → 3,500.00; −41.40 and a fee of −0.50 (Total −41.90) →
 * 3,458.10; −850.00 → 2,608.10. The PENDING row has no completed date and no balance; DECLINED and REVERTED rows none.
 */
export const REVOLUT_BUSINESS = [
  'Date started (UTC),Date completed (UTC),ID,Type,State,Description,Reference,Payer,Card number,Card label,Card state,Orig currency,Orig amount,Payment currency,Amount,Total amount,Exchange rate,Fee,Fee currency,Balance,Account,Beneficiary account number,Beneficiary sort code or routing number,Beneficiary IBAN,Beneficiary BIC,MCC,Related transaction id,Spend program',
  '2025-04-14,2025-04-14,00000000-0000-4000-8000-000000000001,TOPUP,COMPLETED,Money added from NORTHWIND OU,Invoice 18,NORTHWIND OU,,,,EUR,1500.00,EUR,1500.00,1500.00,,0.00,EUR,3500.00,EUR Main,,,,,,,',
  '2025-04-14,2025-04-15,00000000-0000-4000-8000-000000000002,CARD_PAYMENT,COMPLETED,Figma,,Sample Founder,000000******0000,Design,ACTIVE,USD,45.00,EUR,-41.40,-41.90,0.92,-0.50,EUR,3458.10,EUR Main,,,,,5734,,',
  '2025-04-16,2025-04-16,00000000-0000-4000-8000-000000000003,TRANSFER,COMPLETED,To Office Rent OU,Rent April,Sample Founder,,,,EUR,850.00,EUR,-850.00,-850.00,,0.00,EUR,2608.10,EUR Main,,,EE000000000000000003,EEUHEE2X,,,',
  '2025-04-17,,00000000-0000-4000-8000-000000000004,CARD_PAYMENT,PENDING,Notion Labs,,Sample Founder,000000******0000,Design,ACTIVE,EUR,12.00,EUR,-12.00,-12.00,,0.00,EUR,,EUR Main,,,,,5734,,',
  '2025-04-17,,00000000-0000-4000-8000-000000000005,TRANSFER,DECLINED,To Hotel Booking,,Sample Founder,,,,EUR,220.00,EUR,-220.00,-220.00,,0.00,EUR,,EUR Main,,,,,,,',
  '2025-04-18,2025-04-18,00000000-0000-4000-8000-000000000006,CARD_PAYMENT,REVERTED,Coffee Corner,,Sample Founder,000000******0000,Design,ACTIVE,EUR,3.50,EUR,-3.50,-3.50,,0.00,EUR,,EUR Main,,,,,5814,,',
].join('\n');

/**
 * SEB (Estonia), as above, with the other separator and decimal mark its page lets the user choose: semicolons, and a
 * comma before the cents. Dates day first with dots. Worked by hand: C 1.200,00 is +1,200.00; D 850,00 is −850.00;
 * D 1.234,56 is −1,234.56 (the point groups thousands).
 */
export const SEB_SEMICOLONS = [
  "Client account;Document number;Date;Beneficiary's/remitter's account;Beneficiary's/remitter's name;Code of beneficiary's/remitter's bank;;Debit/Credit (D/C);Amount;Reference number;Archiving ID;Description;Commission fee;Currency;Remitter's Reg. or ID code",
  'EE000000000000000001;101;14.04.2025;EE000000000000000002;Northwind OU;EEUHEE2X;;C;1.200,00;;2025041400001;Invoice 18, April;0,00;EUR;',
  'EE000000000000000001;102;15.04.2025;EE000000000000000003;Office Rent OU;EEUHEE2X;;D;850,00;;2025041500002;Rent April;0,00;EUR;',
  'EE000000000000000001;103;31.12.2025;EE000000000000000004;Laptop Shop OU;EEUHEE2X;;D;1.234,56;;2025123100003;Laptop;0,00;EUR;',
].join('\r\n');

/**
 * A statement as a spreadsheet in a French or German locale saves it (no bank's documented layout): tab-separated,
 * spaces grouping thousands (a no-break space in one balance, as Excel writes it), a decimal comma, dates dd.mm.yyyy.
 * Worked by hand, from 12 000,00: −1 234,56 → 10 765,44; +2 500,00 → 13 265,44; −12,5 → 13 252,94.
 */
export const TABS_DECIMAL_COMMA = [
  'Date\tDescription\tAmount\tBalance',
  '02.01.2026\tLoyer janvier\t-1 234,56\t10 765,44',
  '15.01.2026\tFacture 42, Northwind\t2 500,00\t13\u00a0265,44',
  '31.01.2026\tFrais bancaires\t-12,5\t13 252,94',
].join('\n');

/**
 * A semicolon statement whose amounts with a point have no cents ('1.234'): the file's other amounts ('-12,50') say its
 * decimal mark is a comma, so '1.234' is one thousand two hundred and thirty-four, not 1.234. Worked by hand:
 * 1.234 → +1,234.00; -12,50 → −12.50; -1.000 → −1,000.00.
 */
export const SEMICOLONS_THOUSANDS = [
  'Date;Description;Amount',
  '15.03.2026;Client payment;1.234',
  '16.03.2026;Card fee;-12,50',
  '17.03.2026;Rent;-1.000',
].join('\n');
