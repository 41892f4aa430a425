import * as v from 'valibot'
import { type Unit } from '@/lib/rules/units'
import { parseQuantity } from '@/lib/rules/unit-input'

/** "Repor estoque": how much there is now, in the ad's unit ("12", "2,5"; 0 leaves it "Esgotado"). */
export const restockSchema = (unit: Unit) =>
  v.object({
    quantidade: v.pipe(
      v.string(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const counted = parseQuantity(dataset.value, unit, { zero: true })
        if (typeof counted === 'number') return counted
        addIssue({ message: counted })
        return NEVER
      }),
    ),
  })

export type RestockForm = v.InferInput<ReturnType<typeof restockSchema>>
