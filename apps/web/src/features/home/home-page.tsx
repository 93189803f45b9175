import { useDocumentTitle } from "@/lib/use-document-title";
import { HomeHero } from "./components/home-hero";
import { MissionSection } from "./components/mission-section";
import { WarrantyBand } from "./components/warranty-band";

export default function HomePage() {
  useDocumentTitle();
  return (
    <>
      <HomeHero />
      <MissionSection />
      <WarrantyBand />
    </>
  );
}
