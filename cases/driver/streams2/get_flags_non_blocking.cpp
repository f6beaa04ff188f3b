// SPDX-License-Identifier: Apache-2.0
// A stream made with cuStreamCreate(CU_STREAM_NON_BLOCKING): cuStreamGetFlags returns
// CU_STREAM_NON_BLOCKING.
#include "../driver_events.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamGetFlags, NonBlockingRoundTrips,
    {
        .api = {"cuStreamGetFlags"},
        .cite = {.doc = "DRV",
            .section = "cuStreamGetFlags",
            .quote =
                "The value returned in flags is a logical 'OR' of all flags that were used while creating this stream."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::driver_api::expect_flags_round_trip(CU_STREAM_NON_BLOCKING);
}
