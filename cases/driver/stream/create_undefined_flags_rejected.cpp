// SPDX-License-Identifier: Apache-2.0
// Characterization: cuStreamCreate with a flag bit that is neither CU_STREAM_DEFAULT nor
// CU_STREAM_NON_BLOCKING (0x80) is called; the text names no outcome for it, and the code is
// recorded.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamCreate, UndefinedFlagsRejected,
    {
        .api = {"cuStreamCreate"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuStreamCreate",
            .quote = "The Flags argument determines behaviors of the stream. Valid values for Flags are:"},
        .claim = cudasem::Claim::hedge,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  CUstream s = nullptr;

  cudasem::observe("create_undefined_flags_result", drv.cuStreamCreate(&s, 0x80));

  if (s) drv.cuStreamDestroy(s);
}
