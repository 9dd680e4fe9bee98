/** Converters: every message of this package sees Money and Qty through their converters. */
@WireConverters({MoneyConverter.class, QtyConverter.class})
package io.wirebind.convertit;

import io.wirebind.annotation.WireConverters;
