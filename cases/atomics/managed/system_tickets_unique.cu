// SPDX-License-Identifier: Apache-2.0
// atomicAdd_system returns the old value in one atomic transaction: 4096 GPU threads each take a
// ticket from one managed counter and the tickets are exactly 0..4095, each once.
#include "../atomics.h"
#include "cudasem/cudasem.h"
#include "cudasem/managed_memory.h"

#include <vector>

CUDASEM_CASE(ManagedAtomics, SystemTicketsUnique,
    {
        .api = {"cudaMallocManaged"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 10.14. Atomic Functions",
            .quote = "These three operations are performed in one atomic transaction. The function returns old."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  namespace a = cudasem::atomics;
  constexpr unsigned kBlocks = 32, kThreads = 128, kTickets = kBlocks * kThreads;
  cudasem::ManagedBuffer<unsigned> managed_counter(1), managed_tickets(kTickets);
  unsigned* counter = managed_counter.data();
  unsigned* tickets = managed_tickets.data();
  CUDASEM_ASSERT_TRUE_NAMED("managed_counter.allocated", counter != nullptr);
  CUDASEM_ASSERT_TRUE_NAMED("managed_tickets.allocated", tickets != nullptr);
  *counter = 0;

  a::take_tickets<a::Scope::system><<<kBlocks, kThreads>>>(counter, tickets);
  CUDASEM_EXPECT_OK(cudaGetLastError());
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  std::vector<unsigned> taken(kTickets, 0);
  std::size_t out_of_range = 0;
  for (unsigned i = 0; i < kTickets; ++i) {
    if (tickets[i] < kTickets)
      ++taken[tickets[i]];
    else
      ++out_of_range;
  }
  std::size_t not_once = out_of_range;
  for (unsigned n : taken) not_once += n != 1;
  CUDASEM_EXPECT_EQ_NAMED("final_counter", *counter, kTickets);
  CUDASEM_EXPECT_EQ_NAMED("tickets_not_taken_exactly_once", not_once, 0u);
}
