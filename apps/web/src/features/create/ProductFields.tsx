import { AVAILABILITY_LABELS, PRODUCT_AVAILABILITY } from '@tack/contract/product-labels';
import type { ProductAvailability } from '@tack/contract';

export interface ProductDraft {
  price: string;
  currency: string;
  availability: ProductAvailability;
  merchant: string;
}
export const EMPTY_PRODUCT: ProductDraft = {
  price: '',
  currency: 'USD',
  availability: 'InStock',
  merchant: '',
};

/** Common currencies first; the server accepts any ISO 4217 code. */
const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'JPY', 'CHF', 'SEK', 'INR', 'BRL', 'MXN'];

/**
 * "This is a product": price, currency, availability and merchant, each with the server's
 * message under it when it refuses one (`errors` keyed by `product.price` and so on).
 */
export function ProductFields({
  value,
  onChange,
  errors,
}: {
  value: ProductDraft;
  onChange: (next: ProductDraft) => void;
  errors: Record<string, string>;
}) {
  const set = (name: keyof ProductDraft) => (e: { target: { value: string } }) =>
    onChange({ ...value, [name]: e.target.value });
  const field = (name: keyof ProductDraft, label: string, control: React.ReactNode) => {
    const error = errors[`product.${name}`];
    return (
      <div className="field">
        <label htmlFor={`product-${name}`}>{label}</label>
        {control}
        {error && (
          <span className="field-error" id={`product-${name}-error`} role="alert">
            {error}
          </span>
        )}
      </div>
    );
  };
  const described = (name: keyof ProductDraft) =>
    errors[`product.${name}`]
      ? { 'aria-invalid': true, 'aria-describedby': `product-${name}-error` }
      : {};
  return (
    <fieldset className="product-fields">
      <legend>Product details</legend>
      {field(
        'price',
        'Price',
        <input
          id="product-price"
          inputMode="decimal"
          placeholder="19.99"
          value={value.price}
          onChange={set('price')}
          {...described('price')}
        />,
      )}
      {field(
        'currency',
        'Currency',
        <select
          id="product-currency"
          value={value.currency}
          onChange={set('currency')}
          {...described('currency')}
        >
          {CURRENCIES.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </select>,
      )}
      {field(
        'availability',
        'Availability',
        <select
          id="product-availability"
          value={value.availability}
          onChange={set('availability')}
          {...described('availability')}
        >
          {PRODUCT_AVAILABILITY.map((a) => (
            <option key={a} value={a}>
              {AVAILABILITY_LABELS[a]}
            </option>
          ))}
        </select>,
      )}
      {field(
        'merchant',
        'Merchant',
        <input
          id="product-merchant"
          maxLength={100}
          placeholder="Who sells it"
          value={value.merchant}
          onChange={set('merchant')}
          {...described('merchant')}
        />,
      )}
    </fieldset>
  );
}
