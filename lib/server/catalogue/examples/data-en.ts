// Data & AI examples in English.
// Not server-only: also loaded outside a Next server bundle (scripts/bench).
import { bullets, hobbies, languages, profile, section, skills } from "../build-section";
import type { SeedExample } from "../types";

const dataScientist: SeedExample = {
  key: "en-data-scientist",
  locale: "en",
  category: "data-ai",
  creator: "helena-brandt",
  name: "Data Scientist",
  desc: "Experiments, forecasting and models in production, each bullet with the business result it moved.",
  sort: 100,
  config: {
    templateName: "TemplateClassic",
    templateTheme: "navy",
    font: "source-serif-4",
    lang: "en",
    isPublic: true,
  },
  data: {
    basicInfo: {
      name: "Helena Brandt",
      title: "Data Scientist",
      location: "San Francisco, CA",
      email: "helena.brandt@example.com",
      cellphone: "+1 (555) 011-7265",
    },
    links: [
      { name: "GitHub", src: "https://github.com/example-hbrandt" },
      { name: "Kaggle", src: "https://www.kaggle.com/example-hbrandt" },
    ],
    sections: [
      profile(
        "en",
        "Data scientist with 6 years of experience in marketplaces and subscriptions. I design experiments, build forecasting and ranking models, and explain results so that **non-technical teams act on them**.",
      ),
      section("empolyment", "en", [
        {
          title: "Parcelwise (same-day delivery)",
          subTitle: "Senior Data Scientist",
          startDate: "2021-01",
          endDate: "",
          city: "San Francisco, CA",
          description: bullets(
            "Built the demand forecast (gradient boosting + hierarchical reconciliation) for 140 zones; forecast error down **22 %**, idle courier hours down 15 %.",
            "Created the experimentation platform's CUPED variance reduction, letting teams run tests **40 % shorter**.",
            "Led pricing experiments that added $6.1M in annual gross margin.",
          ),
        },
        {
          title: "Streamvale (video subscription)",
          subTitle: "Data Scientist",
          startDate: "2018-07",
          endDate: "2020-12",
          city: "Los Angeles, CA",
          description: bullets(
            "Shipped a churn model (AUC 0.84) that targeted win-back offers; saved 31,000 subscriptions a year.",
            "Automated weekly KPI reporting in dbt and Looker, freeing 10 analyst hours a week.",
          ),
        },
      ]),
      section("project", "en", [
        {
          title: "Open-source: tidy-uplift",
          subTitle: "Author",
          startDate: "2022-05",
          endDate: "",
          description: "A Python package for uplift modelling with scikit-learn estimators; 600 GitHub stars.",
        },
      ]),
      section("education", "en", [
        {
          title: "University of California, Berkeley",
          subTitle: "M.A. Statistics",
          startDate: "2016-08",
          endDate: "2018-05",
          city: "Berkeley, CA",
        },
        {
          title: "University of Wisconsin–Madison",
          subTitle: "B.S. Mathematics",
          startDate: "2012-09",
          endDate: "2016-05",
          city: "Madison, WI",
        },
      ]),
      skills(
        "en",
        [
          ["Python", "Expert"],
          ["SQL", "Expert"],
          ["Experiment design", "Expert"],
          ["Forecasting", "Advanced"],
          ["PyTorch", "Intermediate"],
          ["dbt", "Advanced"],
          ["Spark", "Intermediate"],
        ],
        { tagStyle: "tag", position: "side" },
      ),
      languages("en", [
        ["English", "Native"],
        ["German", "Fluent"],
      ]),
      hobbies("en", [
        ["Chess", "Club player, rated 1850."],
        ["Baking", "Sourdough every weekend."],
      ]),
    ],
  },
};

const mlEngineer: SeedExample = {
  key: "en-machine-learning-engineer",
  locale: "en",
  category: "data-ai",
  creator: "kenji-aldana",
  name: "Machine Learning Engineer",
  desc: "An ML engineer who takes models from notebook to production: latency, cost and quality in numbers.",
  sort: 90,
  config: { templateName: "TemplateCompact", templateTheme: "blue", font: "roboto", lang: "en", isPublic: true },
  data: {
    basicInfo: {
      name: "Kenji Aldana",
      title: "Machine Learning Engineer",
      location: "Toronto, ON",
      email: "kenji.aldana@example.com",
      cellphone: "+1 (555) 018-5502",
    },
    links: [{ name: "GitHub", src: "https://github.com/example-kaldana" }],
    sections: [
      profile(
        "en",
        "Machine-learning engineer with 5 years of experience shipping search, ranking and LLM features. I own the whole path: data pipelines, training, evaluation, serving and monitoring.",
      ),
      section("empolyment", "en", [
        {
          title: "Shelfwise (e-commerce search)",
          subTitle: "Machine Learning Engineer",
          startDate: "2021-06",
          endDate: "",
          city: "Toronto, ON",
          description: bullets(
            "Replaced keyword search with a hybrid retrieval + learning-to-rank model: search revenue **+9.4 %**, zero-result queries −37 %.",
            "Built an LLM-based product-attribute extractor with an evaluation set of 5,000 labelled items; 96 % precision, saving 3 FTE of manual tagging.",
            "Cut GPU serving cost by 45 % with ONNX export, batching and autoscaling on Kubernetes.",
          ),
        },
        {
          title: "Maplenote AI",
          subTitle: "Software Engineer, ML Platform",
          startDate: "2019-05",
          endDate: "2021-05",
          city: "Waterloo, ON",
          description: bullets(
            "Built the feature store and training pipelines (Airflow, Spark) used by 8 model teams.",
          ),
        },
      ]),
      section("education", "en", [
        {
          title: "University of Waterloo",
          subTitle: "B.A.Sc. Systems Design Engineering",
          startDate: "2014-09",
          endDate: "2019-04",
          city: "Waterloo, ON",
          description: "Co-op terms in data engineering and robotics",
        },
      ]),
      skills(
        "en",
        [
          ["Python", "Expert"],
          ["PyTorch", "Advanced"],
          ["Learning to rank", "Advanced"],
          ["LLM evaluation", "Advanced"],
          ["Kubernetes", "Intermediate"],
          ["Spark", "Advanced"],
          ["MLflow", "Advanced"],
        ],
        { tagStyle: "outline", position: "side" },
      ),
      section(
        "certificate",
        "en",
        [
          {
            title: "Google Cloud Professional Machine Learning Engineer",
            subTitle: "Google Cloud",
            startDate: "2022-11",
          },
        ],
        { position: "side" },
      ),
      languages("en", [
        ["English", "Native"],
        ["Japanese", "Professional working"],
        ["Spanish", "Elementary"],
      ]),
    ],
  },
};

export const dataExamplesEn: SeedExample[] = [dataScientist, mlEngineer];
